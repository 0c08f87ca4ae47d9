/**
 * Line icons for the chat's tools, burn photos and translation: drawn, so they show whatever emoji font a device has.
 */
export function PhotoIcon() {
  return (
    <svg className="line-icon" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="M21 16l-5-5-8 8" />
    </svg>
  );
}

export function FlameIcon() {
  return (
    <svg className="line-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 21c-3.9 0-7-2.8-7-6.6 0-3.3 2.4-5.4 4-8.4.6 1.7 1.6 2.9 3 3.5C12 6.6 13.4 4.4 15 3c.6 3 4 5.8 4 11.4C19 18.2 15.9 21 12 21z" />
      <path d="M12 21c-1.7 0-3-1.2-3-2.8 0-1.7 1.5-2.6 2.2-4.2 1.6 1.1 3.8 2.4 3.8 4.2 0 1.6-1.3 2.8-3 2.8z" />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg className="line-icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}

export function GiftIcon() {
  return (
    <svg className="line-icon" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="3.5" y="9" width="17" height="11.5" rx="1.5" />
      <path d="M2.5 9h19M12 9v11.5M12 9c-1.5-3.5-5.5-4.5-6-2s3 2 6 2zM12 9c1.5-3.5 5.5-4.5 6-2s-3 2-6 2z" />
    </svg>
  );
}

export function RedPacketIcon() {
  return (
    <svg className="line-icon" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="5" y="2.5" width="14" height="19" rx="2" />
      <path d="M5 8c3.5 2.5 10.5 2.5 14 0" />
      <circle cx="12" cy="11" r="2.2" />
    </svg>
  );
}
