import { useCallback, useEffect, useRef, useState } from 'react';
import { safeStorage } from '@tiix/shared-data';

export const SOUND_KEY = 'tiix:draft:sound';
export const TITLE_PREFIX = '● Your turn · ';

/** A favicon with a red badge, so a background tab shows the turn. */
const BADGE_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
      '<rect width="32" height="32" rx="8" fill="#1d4ed8"/>' +
      '<text x="11" y="23" font-family="Arial" font-weight="700" font-size="20" fill="#fff">T</text>' +
      '<circle cx="25" cy="7" r="7" fill="#dc2626"/></svg>',
  );

type AudioContextCtor = typeof AudioContext;

function audioContextCtor(): AudioContextCtor | null {
  const w = globalThis as unknown as {
    AudioContext?: AudioContextCtor;
    webkitAudioContext?: AudioContextCtor;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** Two short rising beeps. */
function beep(context: AudioContext) {
  const start = context.currentTime;
  [660, 880].forEach((frequency, i) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const t = start + i * 0.18;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.25, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.15);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(t);
    oscillator.stop(t + 0.16);
  });
}

const tabInBackground = () =>
  typeof document !== 'undefined' && (document.hidden || !document.hasFocus());

export interface TurnAlerts {
  soundOn: boolean;
  setSoundOn: (on: boolean) => void;
  /** 'default' until the user answers; null where the browser has no notifications. */
  notificationPermission: NotificationPermission | null;
  /** Asks for notifications; call from a click. */
  requestNotifications: () => void;
}

/**
 * 'Your turn' is loud: while it is the viewer's turn the title gets a prefix and the favicon a
 * badge; when the turn starts a short sound plays (unless turned off, remembered per browser) and,
 * if the tab is in the background, a notification shows (when the user allowed them).
 */
export function useTurnAlerts(myTurn: boolean, message: string): TurnAlerts {
  const [soundOn, setSound] = useState(() => safeStorage.get(SOUND_KEY) !== 'off');
  const setSoundOn = useCallback((on: boolean) => {
    setSound(on);
    safeStorage.set(SOUND_KEY, on ? 'on' : 'off');
  }, []);
  const [notificationPermission, setPermission] = useState<NotificationPermission | null>(() =>
    typeof Notification === 'undefined' ? null : Notification.permission,
  );
  const requestNotifications = useCallback(() => {
    if (typeof Notification === 'undefined') return;
    void Notification.requestPermission().then(setPermission);
  }, []);

  const audio = useRef<AudioContext | null>(null);
  const soundRef = useRef(soundOn);
  soundRef.current = soundOn;
  const messageRef = useRef(message);
  messageRef.current = message;

  // Turn start: sound and (in the background) a notification.
  useEffect(() => {
    if (!myTurn) return;
    if (soundRef.current) {
      const Ctor = audioContextCtor();
      try {
        if (Ctor) {
          audio.current ??= new Ctor();
          void audio.current.resume().then(() => beep(audio.current!));
        }
      } catch {
        // No audio on this device: the title and badge still show the turn.
      }
    }
    if (
      typeof Notification !== 'undefined' &&
      Notification.permission === 'granted' &&
      tabInBackground()
    ) {
      try {
        const note = new Notification('Your turn to draft', {
          body: messageRef.current,
          tag: 'tiix-draft-turn',
        });
        note.onclick = () => {
          window.focus();
          note.close();
        };
      } catch {
        // Some browsers only allow notifications from a service worker; the page alerts still show.
      }
    }
  }, [myTurn]);

  // While it is the viewer's turn: title prefix and favicon badge, both undone after.
  useEffect(() => {
    if (!myTurn) return;
    const apply = () => {
      if (!document.title.startsWith(TITLE_PREFIX)) document.title = TITLE_PREFIX + document.title;
    };
    apply();
    // Pages set their own title; keep the prefix in front of it.
    const titleEl = document.querySelector('title');
    const observer = titleEl ? new MutationObserver(apply) : null;
    if (titleEl)
      observer?.observe(titleEl, { childList: true, characterData: true, subtree: true });
    const existing = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    const previousHref = existing?.getAttribute('href') ?? null;
    const link = existing ?? document.createElement('link');
    if (!existing) {
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.setAttribute('href', BADGE_ICON);
    link.dataset.turnBadge = 'on';
    return () => {
      observer?.disconnect();
      if (document.title.startsWith(TITLE_PREFIX))
        document.title = document.title.slice(TITLE_PREFIX.length);
      delete link.dataset.turnBadge;
      if (existing && previousHref != null) existing.setAttribute('href', previousHref);
      else link.remove();
    };
  }, [myTurn]);

  useEffect(
    () => () => {
      void audio.current?.close().catch(() => undefined);
    },
    [],
  );

  return { soundOn, setSoundOn, notificationPermission, requestNotifications };
}
