import { useEffect } from 'react';

/** Sets the document title as "<page> · Tiix". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Tiix`;
  }, [title]);
}
