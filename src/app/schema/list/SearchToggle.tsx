import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined';
import { useText } from '../../locales/useText.ts';
import { useAntdHash } from '../../ui/antdHash.tsx';
import { staticIcon } from '../../ui/staticIcon.tsx';

const DOWN = staticIcon(DownOutlined);
const UP = staticIcon(UpOutlined);

interface Props {
  expanded: boolean;
  /** Filters with a value among those the collapsed form hides. */
  hiddenActive: number;
  controls: string;
  onToggle: () => void;
}

/**
 * 展开 / 收起 of the search form, with the number of hidden filters that hold a value. antd's
 * link Button markup (icon after the text) without the component: it sits in the first screen.
 */
export function SearchToggle({ expanded, hiddenActive, controls, onToggle }: Props) {
  const t = useText();
  const hashId = useAntdHash();
  const label = expanded ? t('list.collapse') : hiddenActive > 0 ? t('list.expandActive', { count: hiddenActive }) : t('list.expand');
  return (
    <button
      type="button"
      className={`ant-btn ${hashId} ant-btn-link ant-btn-color-link ant-btn-variant-link ant-btn-icon-end search-form-toggle`}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="ant-btn-icon" aria-hidden="true">{expanded ? UP : DOWN}</span>
      <span>{label}</span>
    </button>
  );
}
