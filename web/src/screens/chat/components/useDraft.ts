import { useEffect, useState } from 'react';

/**
 * The text being written in a conversation, kept for the tab's life (sessionStorage): a member
 * who leaves for the top-up or another chat finds it again.
 */
export function useDraft(conversationId: string) {
  const key = `across.draft.${conversationId}`;
  const [draft, setDraft] = useState(() => {
    try {
      return sessionStorage.getItem(key) ?? '';
    } catch {
      return ''; // storage refused (private mode): drafts live with the window only
    }
  });
  useEffect(() => {
    try {
      if (draft) sessionStorage.setItem(key, draft);
      else sessionStorage.removeItem(key);
    } catch {
      // as above
    }
  }, [key, draft]);
  return [draft, setDraft] as const;
}
