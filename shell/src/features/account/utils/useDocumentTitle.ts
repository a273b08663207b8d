import { useEffect } from 'react';

/** Sets the document title as "<page> · Tiix", like every other shell page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Tiix`;
  }, [title]);
}
