import type { Identifier } from 'react-admin';
import { useScreen } from '../routes/screen-frame';

/** Links between screens of the person's own area: `path('invoice-details', 7)` → /client/invoice-details/7. */
export function useAreaPath() {
  const { area } = useScreen();
  return (screen: string, id?: Identifier) => (id === undefined ? `/${area}/${screen}` : `/${area}/${screen}/${id}`);
}
