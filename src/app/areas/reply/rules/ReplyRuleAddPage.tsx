import { SchemaFormPage } from '../../../schema/SchemaFormPage.tsx';
import { RULE_SCREEN } from './replyShapes.ts';

/**
 * 添加规则 (/reply/rule-add, a menu item): the rule screen's own form page (the one of
 * /reply/rule-edit/:id?) opened without an id, so it creates; saving leads to 回复列表.
 */
export function ReplyRuleAddPage() {
  return <SchemaFormPage screen={RULE_SCREEN} />;
}
