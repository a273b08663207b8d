import { cleanSubject, isWebUrl, renderHtml, renderText, } from './layout.js';
export const DEFAULT_LOCALE = 'en';
// "Magic links expire in 15 minutes (per UI text). The e-mail may take 2-5
// minutes." The other lifetimes are the auth API's defaults.
const greeting = (v) => ({
    kind: 'paragraph',
    content: [v('displayName') ? `Hi ${v('displayName')},` : 'Hi there,'],
});
/** A button when the link is a web URL; otherwise nothing rather than a dead or unsafe href. */
const button = (label, href) => isWebUrl(href) ? [{ kind: 'button', label, href }] : [];
const strongOr = (value, fallback) => value ? { strong: value } : fallback;
const hostOf = (url) => {
    try {
        return isWebUrl(url) ? new URL(url).host : '';
    }
    catch {
        return '';
    }
};
const en = {
    'email-verify': (v) => ({
        subject: 'Verify your email',
        preheader: 'Confirm your e-mail address to finish setting up your Tiix account.',
        blocks: [
            greeting(v),
            {
                kind: 'paragraph',
                content: v('email')
                    ? [
                        'Welcome to Tiix! Please confirm that ',
                        { strong: v('email') },
                        ' is your e-mail address so you can sign in and start sharing season tickets with your friends.',
                    ]
                    : [
                        'Welcome to Tiix! Please confirm your e-mail address so you can sign in and start sharing season tickets with your friends.',
                    ],
            },
            ...button('Verify email', v('link')),
            {
                kind: 'note',
                content: ["If you didn't create a Tiix account, you can safely ignore this e-mail."],
            },
        ],
    }),
    'signin-passwordless': (v) => ({
        subject: 'Secure sign-in link',
        preheader: 'Your magic link to sign in to Tiix. It is valid for 15 minutes.',
        blocks: [
            greeting(v),
            {
                kind: 'paragraph',
                content: v('email')
                    ? ['Click the button below to sign in to Tiix as ', { strong: v('email') }, '.']
                    : ['Click the button below to sign in to Tiix.'],
            },
            ...button('Sign in to Tiix', v('link')),
            {
                kind: 'paragraph',
                content: ['This link is valid for 15 minutes and can be used once.'],
            },
            {
                kind: 'note',
                content: [
                    'Sign-in e-mails may take 2-5 minutes to arrive. If you asked for more than one link, use the newest.',
                ],
            },
            {
                kind: 'note',
                content: ["If you didn't try to sign in, you can safely ignore this e-mail."],
            },
        ],
    }),
    'signin-otp': (v) => {
        const site = hostOf(v('redirectTo'));
        return {
            subject: 'Your Tiix sign-in code',
            preheader: 'Use this code to sign in to Tiix. It is valid for 1 hour.',
            blocks: [
                greeting(v),
                {
                    kind: 'paragraph',
                    content: [
                        'Enter this code to sign in to Tiix',
                        ...(v('email') ? [' as ', { strong: v('email') }] : []),
                        site ? ` on ${site}:` : ':',
                    ],
                },
                { kind: 'code', code: v('ticket') },
                {
                    kind: 'paragraph',
                    content: ['The code is valid for 1 hour and can be used once.'],
                },
                {
                    kind: 'note',
                    content: [
                        "If you didn't try to sign in, you can safely ignore this e-mail. Never share this code with anyone.",
                    ],
                },
            ],
        };
    },
    'password-reset': (v) => ({
        subject: 'Reset your password',
        preheader: 'Choose a new password for your Tiix account.',
        blocks: [
            greeting(v),
            {
                kind: 'paragraph',
                content: v('email')
                    ? [
                        'We received a request to reset the password of the Tiix account for ',
                        { strong: v('email') },
                        '. Click the button below to choose a new one.',
                    ]
                    : [
                        'We received a request to reset the password of your Tiix account. Click the button below to choose a new one.',
                    ],
            },
            ...button('Reset password', v('link')),
            { kind: 'paragraph', content: ['This link is valid for 1 hour and can be used once.'] },
            {
                kind: 'note',
                content: [
                    "If you didn't ask for a new password, you can safely ignore this e-mail: your password stays the same.",
                ],
            },
        ],
    }),
    'email-confirm-change': (v) => ({
        subject: 'Change your email address',
        preheader: 'Confirm the new e-mail address of your Tiix account.',
        blocks: [
            greeting(v),
            {
                kind: 'paragraph',
                content: [
                    'You asked to change the e-mail address of your Tiix account',
                    ...(v('email') ? [' from ', { strong: v('email') }] : []),
                    ' to ',
                    strongOr(v('newEmail'), 'this address'),
                    '. Confirm the change to start signing in with the new address.',
                ],
            },
            ...button('Confirm new email', v('link')),
            { kind: 'paragraph', content: ['This link is valid for 1 hour and can be used once.'] },
            {
                kind: 'note',
                content: [
                    "If you didn't ask for this change, you can safely ignore this e-mail: the account keeps its current address.",
                ],
            },
        ],
    }),
    'team-invite': (v) => {
        const team = v('teamName');
        const inviter = v('inviterName');
        const league = v('league');
        const subject = inviter
            ? `${inviter} invited you to join ${team || 'their team'} on Tiix`
            : `You're invited to join ${team || 'a team'} on Tiix`;
        return {
            subject,
            preheader: league
                ? `Join ${team || 'the team'} and share ${league} season tickets on Tiix.`
                : `Join ${team || 'the team'} and share season tickets on Tiix.`,
            blocks: [
                greeting(v),
                {
                    kind: 'paragraph',
                    content: [
                        inviter ? { strong: inviter } : 'Someone',
                        ' invited you to join ',
                        strongOr(team, 'their team'),
                        league ? `, a group sharing ${league} season tickets on Tiix.` : ' on Tiix.',
                    ],
                },
                {
                    kind: 'paragraph',
                    content: [
                        'On Tiix the group ranks the games, drafts the tickets fairly and keeps track of who has paid.',
                    ],
                },
                ...button('Accept invite', v('link')),
                {
                    kind: 'note',
                    content: ["If you weren't expecting this invite, you can safely ignore this e-mail."],
                },
            ],
        };
    },
    // Sent when a member comes on the clock of a slow draft (a pick clock of an hour or more).
    // Variables: teamName, deadline (already formatted), link (the draft room).
    'draft-your-turn': (v) => ({
        subject: `It's your turn to pick in ${v('teamName') || 'your draft'}`,
        preheader: v('deadline')
            ? `You're on the clock until ${v('deadline')}.`
            : "You're on the clock in the draft.",
        blocks: [
            greeting(v),
            {
                kind: 'paragraph',
                content: [
                    "You're on the clock in the ",
                    strongOr(v('teamName'), 'team'),
                    ' draft.',
                    ...(v('deadline')
                        ? [' Make your pick before ', { strong: v('deadline') }, '.']
                        : []),
                ],
            },
            {
                kind: 'paragraph',
                content: [
                    'If the time runs out, Tiix picks for you: your best-ranked game that is still available.',
                ],
            },
            ...button('Open the draft room', v('link')),
        ],
    }),
    // Sent to each member when a draft completes. Variables: teamName, games (one line per game,
    // already formatted), link (the team page). The calendar of the games is attached.
    'draft-complete': (v) => {
        const lines = v('games')
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean);
        return {
            subject: `The ${v('teamName') || 'team'} draft is complete`,
            preheader: lines.length > 0
                ? `Your ${lines.length === 1 ? 'game' : `${lines.length} games`} from the draft.`
                : 'The draft is complete.',
            blocks: [
                greeting(v),
                {
                    kind: 'paragraph',
                    content: lines.length > 0
                        ? [
                            'The ',
                            strongOr(v('teamName'), 'team'),
                            ` draft is complete. Your ${lines.length === 1 ? 'game' : 'games'}:`,
                        ]
                        : [
                            'The ',
                            strongOr(v('teamName'), 'team'),
                            ' draft is complete. No games went to you this time.',
                        ],
                },
                ...lines.map((line) => ({ kind: 'paragraph', content: [line] })),
                ...(lines.length > 0
                    ? [
                        {
                            kind: 'note',
                            content: ['The attached calendar file adds them to your calendar.'],
                        },
                    ]
                    : []),
                ...button('See your games', v('link')),
            ],
        };
    },
    // Every in-app notification that the member also wants by e-mail (see
    // server/src/modules/notifications/notify.ts). Variables: displayName, title, body, link (the
    // page it is about), kindLabel (e.g. 'payment requests'), unsubscribeLink (works without
    // signing in and turns off only this kind of e-mail).
    notification: (v) => ({
        subject: v('title') || 'News from your Tiix team',
        preheader: v('body'),
        blocks: [
            greeting(v),
            { kind: 'paragraph', content: [v('body') || v('title')] },
            ...button('Open in Tiix', v('link')),
            {
                kind: 'note',
                content: [
                    `You get this e-mail because e-mail is on for ${v('kindLabel') || 'these notifications'} in your Tiix settings. `,
                    ...(isWebUrl(v('unsubscribeLink'))
                        ? [{ link: 'Unsubscribe from these e-mails', href: v('unsubscribeLink') }]
                        : []),
                ],
            },
        ],
    }),
    // The team owner's nudge about an open payment request (at most one a day per request).
    // Variables: displayName, ownerName, teamName, amount (formatted, e.g. $25.00), note,
    // link (the payments page), payLink (the owner's Venmo / Cash App / PayPal.me link, if any).
    'payment-reminder': (v) => ({
        subject: `Reminder: ${v('amount') || 'a payment'} for ${v('teamName') || 'your team'}`,
        preheader: `${v('ownerName') || 'Your team owner'} sent a friendly reminder about a payment request.`,
        blocks: [
            greeting(v),
            {
                kind: 'paragraph',
                content: [
                    strongOr(v('ownerName'), 'Your team owner'),
                    ' sent a friendly reminder: ',
                    strongOr(v('amount'), 'a payment'),
                    ' for ',
                    strongOr(v('teamName'), 'your team'),
                    v('note') ? ` (${v('note')}) is still open.` : ' is still open.',
                ],
            },
            ...button('Pay now', v('payLink')),
            ...button('See your payment requests', v('link')),
            {
                kind: 'note',
                content: [
                    'Already paid? Open your payment requests and tap “I paid” so the owner can confirm.',
                ],
            },
        ],
    }),
};
const templatesByLocale = { en };
/** `fr-CA` -> `fr`; anything without templates falls back to English. */
export function resolveLocale(locale) {
    const language = locale?.trim().toLowerCase().split(/[-_]/)[0];
    return language && language in templatesByLocale ? language : DEFAULT_LOCALE;
}
/** Subject, plain text and HTML of one e-mail. Every variable is HTML-escaped in the HTML part. */
export function renderMail(template, data, locale) {
    const used = resolveLocale(locale);
    const templates = templatesByLocale[used] ?? en;
    const render = templates[template];
    if (!render)
        throw new Error(`Unknown e-mail template: ${String(template)}`);
    const vars = (name) => data[name]?.trim() ?? '';
    const content = render(vars);
    return {
        subject: cleanSubject(content.subject),
        text: renderText(content),
        html: renderHtml(content, used),
        locale: used,
    };
}
//# sourceMappingURL=templates.js.map