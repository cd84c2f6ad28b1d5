/**
 * "Resend OTP (29 s)": a button label with the seconds still to wait. Buttons set their text in
 * upper case, which would turn the unit "s" into "S" ("RESEND OTP (29S)"), so the count and its
 * unit keep their own case; a space separates the number from the unit.
 */
export function CooldownLabel({ label, seconds }: { label: string; seconds: number }) {
  if (seconds <= 0) return <>{label}</>;
  // One span around all: a button lays out its children as flex items, which would drop the space.
  return (
    <span>
      {label}{' '}
      <span data-testid="cooldown" style={{ textTransform: 'none' }}>
        ({seconds} s)
      </span>
    </span>
  );
}
