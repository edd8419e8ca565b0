/** Where each network's share dialog lives, with the page's address (and title for Twitter). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}

/** Opens a share dialog in its own small window; without JavaScript the link opens a new tab instead. */
export function openShareWindow(event: { preventDefault(): void }, href: string) {
  // With "noopener" window.open always returns null, so the opener is cut by hand instead.
  const opened = window.open(href, '_blank', 'width=600,height=540');
  if (!opened) return;
  opened.opener = null;
  event.preventDefault();
}
