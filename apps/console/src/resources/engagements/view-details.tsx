import { Card, CardContent, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useRecordOf } from '../../data-provider/records';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { personName } from '../../components/person-name';
import { detailsPathOf } from '../asset-tags/tagged-record';

const TAG_TYPES = ['lead', 'customer'] as const;
type TagType = (typeof TAG_TYPES)[number];
const RESOURCE = { lead: 'leads', customer: 'customers' } as const satisfies Record<TagType, string>;

/** The lead or customer with this id, or undefined once the server said it is not one (404, or its module is not the caller's). */
function useOwner(tagType: TagType, id: number, enabled: boolean) {
  const { data, isPending } = useRecordOf(RESOURCE[tagType], { id }, { enabled, retry: false });
  return { record: data, isPending: enabled && isPending };
}

/**
 * /view-details/:id (spec 2: the engagements table's link): the details of the lead or customer an
 * engagement names. With `?tagType=lead|customer` it goes straight there; without, it looks for a lead and
 * a customer with that id in the project, goes to the one that exists, and lets the person choose when both do.
 */
export const ViewDetailsPage = () => {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const given = search.get('tagType');
  const tagType = TAG_TYPES.find((t) => t === given);
  const valid = Number.isInteger(id) && id > 0;
  const lead = useOwner('lead', id, valid && !tagType);
  const customer = useOwner('customer', id, valid && !tagType);
  if (valid && tagType) return <Navigate to={detailsPathOf(tagType, id)} replace />;
  if (lead.isPending || customer.isPending) return <Loading loadingPrimary="app.loading" loadingSecondary="" />;
  const found = (
    [
      ['lead', lead.record],
      ['customer', customer.record],
    ] as const
  ).filter(([, record]) => record);
  if (found.length === 1) return <Navigate to={detailsPathOf(found[0][0], id)} replace />;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        {found.length === 0 ? (
          <Typography role="status">{translate('view_details.not_found')}</Typography>
        ) : (
          <>
            <Typography>{translate('view_details.choose')}</Typography>
            <List>
              {found.map(([type, record]) => (
                <ListItem key={type}>
                  <MuiLink component={Link} to={detailsPathOf(type, id)}>
                    {translate(`inv.tag_type.${type}`)}: {personName(record)}
                  </MuiLink>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
};
