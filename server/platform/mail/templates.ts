import { escapeHtml } from '../html';

/** The product's transactional mails: short, plain, with one clear action. */

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="margin:0;background:#f5f5f7;font-family:Arial,sans-serif;color:#1c2433">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 16px;color:#1C3D6E">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#F76707;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:12px;color:#6b7280;line-height:1.5">${escapeHtml(footer)}<br>${escapeHtml(action.url)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

export function verificationMail(name: string, url: string) {
  const paragraphs = [`Hi ${name},`, 'Confirm your email address to finish creating your Teamwork account.'];
  const footer = 'This link expires in 24 hours. If you did not sign up, ignore this email. Link:';
  return {
    subject: 'Verify your email for Teamwork',
    text: `${paragraphs.join('\n\n')}\n\nVerify your email: ${url}\n\n${footer.replace(' Link:', '')}`,
    html: layout('Verify your email', paragraphs, { label: 'Verify email', url }, footer),
    link: url,
  };
}

export function passwordResetMail(name: string, url: string) {
  const paragraphs = [`Hi ${name},`, 'Someone asked to reset the password of your Teamwork account. If it was you, choose a new password below.'];
  const footer = 'This link expires in one hour and works once. If you did not ask for it, ignore this email: your password stays the same. Link:';
  return {
    subject: 'Reset your Teamwork password',
    text: `${paragraphs.join('\n\n')}\n\nReset your password: ${url}\n\n${footer.replace(' Link:', '')}`,
    html: layout('Reset your password', paragraphs, { label: 'Reset password', url }, footer),
    link: url,
  };
}

/** To an existing account when someone signs up with its address: sign-up answers the same either way. */
export function existingAccountMail(name: string, loginUrl: string, resetUrl: string) {
  const paragraphs = [
    `Hi ${name},`,
    'Someone tried to create a Teamwork account with this email address, which already has one. If it was you, log in instead.',
    `Forgot your password? Reset it here: ${resetUrl}`,
  ];
  const footer = 'If it was not you, ignore this email: nothing has changed. Link:';
  return {
    subject: 'You already have a Teamwork account',
    text: `${paragraphs.join('\n\n')}\n\nLog in: ${loginUrl}\n\n${footer.replace(' Link:', '')}`,
    html: layout('You already have an account', paragraphs, { label: 'Log in', url: loginUrl }, footer),
    link: loginUrl,
  };
}

export function inviteMail(options: { organizationName: string; inviterName: string; role: string; url: string }) {
  const { organizationName, inviterName, role, url } = options;
  const paragraphs = [`${inviterName} invited you to join ${organizationName} on Teamwork as ${role}.`, 'Accept the invitation to set your name and password and join the team.'];
  const footer = 'This invitation expires in 7 days and works once. If you were not expecting it, ignore this email. Link:';
  return {
    subject: `${inviterName} invited you to ${organizationName} on Teamwork`,
    text: `${paragraphs.join('\n\n')}\n\nAccept the invitation: ${url}\n\n${footer.replace(' Link:', '')}`,
    html: layout(`Join ${organizationName}`, paragraphs, { label: 'Accept invitation', url }, footer),
    link: url,
  };
}

export type BillingMailEvent = 'payment_failed' | 'suspended' | 'trial_ended';

/** To owners and admins when the organisation's billing needs them (issue 6: renewal failure, grace end, trial end). */
export function billingMail(event: BillingMailEvent, options: { name: string; organizationName: string; url: string; detail?: string }) {
  const { name, organizationName, url } = options;
  const content = {
    payment_failed: {
      subject: `Payment failed for ${organizationName} on Teamwork`,
      title: 'Your payment failed',
      lines: [
        `We could not renew the subscription of ${organizationName}${options.detail ? `: ${options.detail}` : '.'}`,
        'Everyone keeps working for now. Retry the payment or add another card before the grace period ends, or the workspace will be suspended.',
      ],
    },
    suspended: {
      subject: `${organizationName} is suspended on Teamwork`,
      title: 'Your workspace is suspended',
      lines: [`The failed payment of ${organizationName} was not settled in time, so the workspace is suspended.`, 'Settle the payment to restore access for everyone at once.'],
    },
    trial_ended: {
      subject: `The Teamwork trial of ${organizationName} has ended`,
      title: 'Your trial has ended',
      lines: [`The free trial of ${organizationName} has ended.`, 'Choose a plan to restore access for your team; everything you made is kept.'],
    },
  }[event];
  const paragraphs = [`Hi ${name},`, ...content.lines];
  const footer = 'You receive this as an owner or admin of the workspace. Billing:';
  return {
    subject: content.subject,
    text: `${paragraphs.join('\n\n')}\n\nOpen billing: ${url}`,
    html: layout(content.title, paragraphs, { label: 'Open billing', url }, footer),
    link: url,
  };
}

/** To the new address of an email change: the change happens only when this link is opened. */
export function emailChangeMail(name: string, newEmail: string, url: string) {
  const paragraphs = [`Hi ${name},`, `Confirm that ${newEmail} is the new email address of your Teamwork account. Until you do, you sign in with your current address.`];
  const footer = 'This link expires in 24 hours and works once. If you did not ask for this, ignore this email: nothing changes. Link:';
  return {
    subject: 'Confirm your new email for Teamwork',
    text: `${paragraphs.join('\n\n')}\n\nConfirm your new email: ${url}\n\n${footer.replace(' Link:', '')}`,
    html: layout('Confirm your new email', paragraphs, { label: 'Confirm new email', url }, footer),
    link: url,
  };
}

/**
 * To an address that already has an account when someone asks to move theirs to it: the asker is
 * told the same as for a free address (as sign-up does), and this mailbox's owner learns of it.
 */
export function emailInUseMail(loginUrl: string) {
  const paragraphs = [
    'Someone asked to change the email address of a Teamwork account to this address, which already belongs to an account.',
    'Nothing has changed: each address belongs to one account. If you own that account, you can still log in as usual.',
  ];
  const footer = 'If this was not you, ignore this email. Link:';
  return {
    subject: 'This email already has a Teamwork account',
    text: `${paragraphs.join('\n\n')}\n\nLog in: ${loginUrl}\n\n${footer.replace(' Link:', '')}`,
    html: layout('This email already has an account', paragraphs, { label: 'Log in', url: loginUrl }, footer),
    link: loginUrl,
  };
}

/** To the old address once an email change is confirmed, so a change the owner did not make does not go unseen. */
export function emailChangedNoticeMail(name: string, newEmail: string, loginUrl: string) {
  const paragraphs = [
    `Hi ${name},`,
    `The email address of your Teamwork account was changed to ${newEmail}. From now on you sign in with it, and mails go there.`,
    'If you did not make this change, tell your organization admin at once: they can deactivate the account.',
  ];
  const footer = 'You get this notice at your previous address. Link:';
  return {
    subject: 'Your Teamwork email address was changed',
    text: `${paragraphs.join('\n\n')}\n\nLog in: ${loginUrl}\n\n${footer.replace(' Link:', '')}`,
    html: layout('Your email address was changed', paragraphs, { label: 'Log in', url: loginUrl }, footer),
    link: loginUrl,
  };
}

/** A calendar reminder (issue 17): the event, when it starts in the reader's time zone, where. */
export function eventReminderMail(options: { name: string; title: string; when: string; place: string | null; url: string }) {
  const { name, title, when, place, url } = options;
  const paragraphs = [`Hi ${name},`, `${title} starts ${when}.`, ...(place ? [`Where: ${place}`] : [])];
  const footer = 'You receive this because the event has a reminder and you take part in it. Link:';
  return {
    subject: `Reminder: ${title}, ${when}`,
    text: `${paragraphs.join('\n\n')}\n\nOpen the event: ${url}`,
    html: layout(`Reminder: ${title}`, paragraphs, { label: 'Open event', url }, footer),
    link: url,
  };
}

export type EventInvitationKind = 'invited' | 'updated' | 'cancelled';

/** An invitation, its update or its cancellation; the invite.ics attached lets the mail client answer it. */
export function eventInvitationMail(
  kind: EventInvitationKind,
  options: { name: string; organizerName: string; title: string; when: string; repeats: string | null; place: string | null; url: string },
) {
  const { name, organizerName, title, when, repeats, place, url } = options;
  const content = {
    invited: { subject: `Invitation: ${title}, ${when}`, heading: `You are invited: ${title}`, line: `${organizerName} invited you to ${title}.` },
    updated: { subject: `Updated invitation: ${title}, ${when}`, heading: `Changed: ${title}`, line: `${organizerName} changed ${title}.` },
    cancelled: { subject: `Cancelled: ${title}, ${when}`, heading: `Cancelled: ${title}`, line: `${organizerName} cancelled ${title}.` },
  }[kind];
  const details = [`When: ${when}`, ...(repeats ? [repeats] : []), ...(place ? [`Where: ${place}`] : [])];
  const paragraphs = [`Hi ${name},`, content.line, ...details];
  const footer = kind === 'cancelled' ? 'Your calendar app removes it with the attached file. Link:' : 'Answer in Teamwork or with the attached invitation in your calendar app. Link:';
  return {
    subject: content.subject,
    text: `${paragraphs.join('\n\n')}\n\nOpen the calendar: ${url}`,
    html: layout(content.heading, paragraphs, { label: kind === 'cancelled' ? 'Open calendar' : 'Open event', url }, footer),
    link: url,
  };
}
