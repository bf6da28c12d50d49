import { SimpleList, type SimpleListProps } from 'react-admin';

/** react-admin's SimpleList, in a module of its own so that wide screens never download it (narrow-list.tsx). */
export const CompactList = (props: SimpleListProps) => <SimpleList {...props} />;
