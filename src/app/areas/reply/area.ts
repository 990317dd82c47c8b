import { defineAppArea } from '../../appArea.ts';

/** 自动回复 in the app. */
export const replyArea = defineAppArea({
  name: 'reply',
});
