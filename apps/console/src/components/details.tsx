import { Box, Typography } from '@mui/material';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Labeled, useTranslate } from 'react-admin';

/** A titled block of a details screen: e.g. a client's invoices under the client's information. */
export const DetailsSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** A record's fields side by side, each under its label (from resources.{resource}.fields.{source}). */
export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2, p: 2 }}>
    {Children.toArray(children)
      .filter(isValidElement)
      .map((child, index) => (
        <Labeled key={index}>{child as ReactElement<{ source?: string; label?: string }>}</Labeled>
      ))}
  </Box>
);
