import { Button, Tooltip, type ButtonProps } from 'antd';
import { useId } from 'react';
import './reasonButton.css';

interface Props extends Omit<ButtonProps, 'disabled'> {
  /** Why the button may not be pressed; null when it may. */
  reason: string | null;
  /** Disabled without a reason to give (the record is still loading). */
  waiting?: boolean;
}

/**
 * A button the caller may be refused. Refused, it looks disabled and does nothing, yet stays in
 * the Tab order: its reason shows in a tooltip on hover and on focus, and is its accessible
 * description (aria-describedby), so keyboard and screen-reader users learn why. A natively
 * disabled button would be skipped by the keyboard and never show its tooltip.
 */
export function ReasonButton({ reason, waiting, onClick, className, ...props }: Props) {
  const reasonId = useId();
  if (!reason) return <Button {...props} className={className} disabled={waiting} onClick={onClick} />;
  // the tooltip wraps the box, not the button: rc-tooltip would set the button's aria-describedby
  // to its own popup's id, which exists only while the tooltip shows
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      <span className="reason-button">
        <Button
          {...props}
          loading={false}
          className={['ant-btn-disabled', 'reason-disabled', className].filter(Boolean).join(' ')}
          aria-disabled="true"
          aria-describedby={reasonId}
          data-reason={reason}
          onClick={(e) => e.preventDefault()}
        />
        <span id={reasonId} className="reason-sr">{reason}</span>
      </span>
    </Tooltip>
  );
}
