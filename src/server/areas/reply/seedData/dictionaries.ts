/** The demo dictionaries of 自动回复: product aliases and common typos, each word read as its standard word before matching. */
export const SEED_DICTIONARIES: readonly { name: string; remark: string; words: readonly (readonly [string, string])[] }[] = [
  {
    name: '产品别名',
    remark: '粉丝对产品的各种叫法，统一成规则里的说法',
    words: [
      ['镭射机', '激光机'],
      ['镭雕机', '激光机'],
      ['雷射机', '激光机'],
      ['激光雕刻机', '激光机'],
      ['雕刻机', '激光机'],
      ['刻字机', '激光机'],
      ['二氧化碳机', 'CO2-80'],
      ['80瓦', '80W'],
      ['co2 80', 'CO2-80'],
      ['镭射管', '激光管'],
      ['灯管', '激光管'],
      ['玻璃管', '激光管'],
      ['打码机', '打标机'],
      ['UV机', '紫外'],
      ['苹果笔记本', 'Mac'],
      ['macbook', 'Mac'],
    ],
  },
  {
    name: '常见错别字',
    remark: '输入法常见的错字和简写',
    words: [
      ['保休', '保修'],
      ['包修', '保修'],
      ['趋动', '驱动'],
      ['区动', '驱动'],
      ['驱东', '驱动'],
      ['发飘', '发票'],
      ['髮票', '发票'],
      ['维休', '维修'],
      ['雕课', '雕刻'],
      ['激先管', '激光管'],
      ['不出先', '不出光'],
      ['切不头', '切不透'],
    ],
  },
];

/** Typos and aliases followers send (each read to a rule's keyword through the dictionaries). */
export const SEED_DICTIONARY_ASKS: readonly string[] = ['保休', '趋动', '驱东下载', '镭射机多少钱', '灯管更换', '发飘怎么开', '包修政策', '激先管多少钱一根', '不出先了', 'macbook 能用吗'];

/** Followers' nicknames (with their openids generated). */
export const SEED_NICKNAMES: readonly string[] = [
  '王师傅', '李姐', '张工', '刘经理', '陈老板', '杨先生', '赵女士', '黄工', '周师傅', '吴先生', '徐老板', '孙姐', '马工', '朱经理', '胡师傅',
  '郭先生', '何女士', '高工', '林老板', '罗师傅', '郑先生', '梁女士', '宋工', '谢老板', '唐师傅', '韩先生', '冯女士', '于工', '董老板', '萧师傅',
];
