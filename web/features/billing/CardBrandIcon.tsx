import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { CardBrand } from '../../../domain/billing/api';
import { CARD_BRAND_NAMES } from './billingFormat';

/**
 * Small card-shaped badges in each network's own colours (drawn here: no icon dependency).
 * The colours are the brands', so they stay the same in light and dark mode; the generic
 * card for an unknown brand follows the theme.
 */
const TEXT = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 700 } as const;

const BADGES: Record<Exclude<CardBrand, 'unknown'>, ReactNode> = {
  visa: (
    <>
      <rect width="38" height="24" rx="3.5" fill="#1A1F71" />
      <text x="19" y="16" textAnchor="middle" fontSize="10.5" fontStyle="italic" fill="#FFFFFF" letterSpacing="0.4" {...TEXT}>
        VISA
      </text>
      <rect x="4" y="19" width="30" height="1.6" rx="0.8" fill="#F7B600" />
    </>
  ),
  mastercard: (
    <>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3" fill="#1F1F24" stroke="#44444E" />
      <circle cx="15.2" cy="12" r="6.6" fill="#EB001B" />
      <circle cx="22.8" cy="12" r="6.6" fill="#F79E1B" />
      <path d="M19 6.6a6.6 6.6 0 0 1 0 10.8a6.6 6.6 0 0 1 0-10.8z" fill="#FF5F00" />
    </>
  ),
  amex: (
    <>
      <rect width="38" height="24" rx="3.5" fill="#1F72CD" />
      <text x="19" y="15.4" textAnchor="middle" fontSize="8.4" fill="#FFFFFF" letterSpacing="0.3" {...TEXT}>
        AMEX
      </text>
    </>
  ),
  discover: (
    <>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3" fill="#FFFFFF" stroke="#D9DCE1" />
      <path d="M16 23.5 L37.5 12 V20.5 A3 3 0 0 1 34.5 23.5 Z" fill="#F48120" />
      <text x="4" y="12.8" fontSize="5.6" fill="#231F20" letterSpacing="0.1" {...TEXT}>
        DISC
      </text>
      <circle cx="21.6" cy="10.9" r="2.5" fill="#F48120" />
      <text x="24.6" y="12.8" fontSize="5.6" fill="#231F20" {...TEXT}>
        VER
      </text>
    </>
  ),
  diners: (
    <>
      <rect width="38" height="24" rx="3.5" fill="#0079BE" />
      <circle cx="19" cy="12" r="7.4" fill="#FFFFFF" />
      <path d="M17.3 7.6a4.7 4.7 0 0 0 0 8.8z M20.7 7.6v8.8a4.7 4.7 0 0 0 0-8.8z" fill="#0079BE" />
    </>
  ),
  jcb: (
    <>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3" fill="#FFFFFF" stroke="#D9DCE1" />
      <rect x="6" y="4" width="8" height="16" rx="2.4" fill="#0E4C96" />
      <rect x="15" y="4" width="8" height="16" rx="2.4" fill="#E21836" />
      <rect x="24" y="4" width="8" height="16" rx="2.4" fill="#00A651" />
      {(['J', 'C', 'B'] as const).map((letter, i) => (
        <text key={letter} x={10 + i * 9} y="15" textAnchor="middle" fontSize="7" fill="#FFFFFF" {...TEXT}>
          {letter}
        </text>
      ))}
    </>
  ),
  unionpay: (
    <>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3" fill="#FFFFFF" stroke="#D9DCE1" />
      <path d="M7 4h8.5l-3 16H4z" fill="#E21836" />
      <path d="M15.5 4H24l-3 16h-8.5z" fill="#00447C" />
      <path d="M24 4h10l-3 16h-10z" fill="#007B84" />
      <text x="19.5" y="14.6" textAnchor="middle" fontSize="5.2" fill="#FFFFFF" {...TEXT}>
        UnionPay
      </text>
    </>
  ),
};

function GenericCard() {
  return (
    <>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3" fill="currentColor" fillOpacity="0.08" stroke="currentColor" strokeOpacity="0.35" />
      <rect x="0.5" y="5.5" width="37" height="3.5" fill="currentColor" fillOpacity="0.45" />
      <rect x="5" y="14" width="12" height="2.2" rx="1.1" fill="currentColor" fillOpacity="0.45" />
      <rect x="5" y="18" width="7" height="2.2" rx="1.1" fill="currentColor" fillOpacity="0.3" />
    </>
  );
}

interface CardBrandIconProps {
  brand: CardBrand;
  /** Width in px; the badge keeps a card's proportions. */
  width?: number;
  /** Decorative when the brand's name is written beside it. */
  decorative?: boolean;
}

export function CardBrandIcon({ brand, width = 38, decorative }: CardBrandIconProps) {
  const label = CARD_BRAND_NAMES[brand];
  return (
    <Box
      component="svg"
      viewBox="0 0 38 24"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      sx={{ width, height: (width * 24) / 38, flexShrink: 0, display: 'block', color: 'text.secondary' }}
    >
      {brand === 'unknown' ? <GenericCard /> : BADGES[brand]}
    </Box>
  );
}
