import { Checkbox, FormHelperText, FormLabel, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useId } from 'react';
import { useGetList, useInput, useTranslate, type Identifier } from 'react-admin';
import { EmptyList } from '../../components/empty-list';
import { LinkButton } from '../../components/link-button';
import { moduleRoutes } from '../../routes/module-routes';
import { errorText } from '../../i18n/locale';

/** More than a group can hold (the API's bound is 500); a project's sections fit one page of the picker. */
const PICKER_PAGE = { page: 1, perPage: 100 };

/**
 * The multi-select table of the project's sections (spec 2 §2, add-group and edit-group). The group keeps
 * its sections in the order they were ticked; a group read back preloads its ticks.
 */
export const SectionPicker = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const captionId = useId();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const {
    data: sections,
    isPending,
    error,
  } = useGetList('cms-sections', { pagination: PICKER_PAGE, sort: { field: 'name', order: 'ASC' } });
  const selected = (field.value as Identifier[] | undefined) ?? [];
  const toggle = (id: Identifier) => field.onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  if (isPending) return <Skeleton variant="rectangular" height={160} aria-label={translate('cms.sections_loading')} />;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px', width: '100%' }}>
      <FormLabel component="legend" id={captionId} error={fieldState.invalid}>
        {translate('resources.cms-groups.fields.sections')}
      </FormLabel>
      {error ? (
        <FormHelperText error>{translate('list.api_error', { error: errorText(error) })}</FormHelperText>
      ) : !sections?.length ? (
        <EmptyList action={<LinkButton to={moduleRoutes.cms.addSection} label="actions.add_section" />} />
      ) : (
        <Table size="small" aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{translate('resources.cms-sections.fields.name')}</TableCell>
              <TableCell>{translate('resources.cms-sections.fields.label')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sections.map((section) => (
              <TableRow key={section.id} hover selected={selected.includes(section.id)} onClick={() => toggle(section.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.includes(section.id)}
                    onChange={() => toggle(section.id)}
                    onClick={(event) => event.stopPropagation()}
                    slotProps={{ input: { 'aria-label': section.name as string } }}
                  />
                </TableCell>
                <TableCell>{section.name}</TableCell>
                <TableCell>{section.label}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {fieldState.error?.message && (
        <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>
      )}
    </fieldset>
  );
};
