/** Line icons for the chat's tools and burn photos: drawn, so they show whatever emoji font a device has. */
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
