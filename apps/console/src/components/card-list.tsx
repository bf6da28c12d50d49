import { Box, Divider, Link, List, ListItem, Skeleton, Typography } from '@mui/material';
import { Children, Fragment, isValidElement, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { FieldTitle, RecordContextProvider, useListContext, useResourceContext, type RaRecord } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NoRecords } from './no-records';

type Column = ReactElement<{ source?: string; label?: ReactNode }>;
type RowClick = false | undefined | ((id: RaRecord['id'], resource: string, record: RaRecord) => string | false | Promise<string | false>);

/** A column that shows a value under a label; the others (buttons, a cover picture) are the card's actions. */
const isField = (column: Column) =>
  column.props.label !== false && column.props.label !== '' && !!(column.props.source || column.props.label);

/** The path a card opens (rowClick may answer later, as react-admin allows). */
function usePath(rowClick: RowClick, resource: string, record: RaRecord): string | false {
  const [path, setPath] = useState<string | false>(false);
  useEffect(() => {
    if (typeof rowClick !== 'function') return;
    let current = true;
    void Promise.resolve(rowClick(record.id, resource, record)).then((p) => current && setPath(p));
    return () => {
      current = false;
    };
  }, [rowClick, resource, record]);
  return path;
}

/** One record: its first field as the title (the link to what the row opens), the others labelled, then the actions. */
const RecordCard = ({ record, columns, rowClick }: { record: RaRecord; columns: Column[]; rowClick: RowClick }) => {
  const resource = useResourceContext() ?? '';
  const navigate = useNavigate();
  const path = usePath(rowClick, resource, record);
  const fields = columns.filter(isField);
  const actions = columns.filter((c) => !isField(c));
  const [title, ...rest] = fields;
  return (
    <RecordContextProvider value={record}>
      <ListItem
        className="record-card"
        sx={{ display: 'block', py: 1.5, cursor: path ? 'pointer' : undefined }}
        // A click anywhere on the card opens it, as a click on a table row does; the title is the link the
        // keyboard and screen readers use. Buttons inside stop their clicks from reaching the card.
        onClick={path ? () => navigate(path) : undefined}
      >
        {title && (
          // The title field draws its own (smaller) text: it takes the title's here.
          <Typography
            component="div"
            variant="subtitle1"
            sx={{ fontWeight: 500, overflowWrap: 'anywhere', '& .MuiTypography-root': { font: 'inherit' } }}
          >
            {path ? (
              <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()} underline="hover">
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
        )}
        {rest.length > 0 && (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 0.5 }}>
            {rest.map((column, i) => (
              <Fragment key={column.props.source ?? i}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  <FieldTitle source={column.props.source} label={column.props.label as string} resource={resource} />
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {column}
                </Typography>
              </Fragment>
            ))}
          </Box>
        )}
        {actions.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1, '& > *': { maxWidth: '100%' } }}>
            {actions}
          </Box>
        )}
      </ListItem>
    </RecordContextProvider>
  );
};

/**
 * The phone form of every table (issue 19: one mobile list for all of them): a card per record with the same
 * columns the table has, labelled, and the row's actions under them, so nothing is cut off on the right.
 * Drawn by the console's Datagrid below 900 px, from the Datagrid's own children.
 */
export const CardList = ({ children, rowClick, empty }: { children: ReactNode; rowClick?: RowClick; empty?: ReactNode }) => {
  const { data, isPending, total } = useListContext();
  const columns = Children.toArray(children).filter(isValidElement) as Column[];
  if (isPending) return <Skeleton variant="rounded" height={120} sx={{ m: 1 }} />;
  if (!data?.length || total === 0) return <>{empty === undefined ? <NoRecords /> : empty}</>;
  return (
    <List disablePadding className="card-list">
      {data.map((record, i) => (
        <Fragment key={record.id}>
          {i > 0 && <Divider component="li" />}
          <RecordCard record={record} columns={columns} rowClick={rowClick} />
        </Fragment>
      ))}
    </List>
  );
};
