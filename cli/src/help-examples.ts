/**
 * Examples shown at the end of each command's `--help`, keyed by the command's path. They are
 * written as a user types them against the seeded store (README's logins and ids).
 */
export const HELP_EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  '': [
    'verstak catalog search перфоратор',
    'verstak --city yaroslavl shops',
    'echo "$PASSWORD" | verstak login --email operator@verstak.example.ru --password-stdin',
    'verstak order status В-100001',
    'verstak completion bash > ~/.local/share/bash-completion/completions/verstak',
  ],
  'catalog search': ['verstak catalog search перфоратор --limit 5', 'verstak --json catalog search дрель'],
  'catalog section': [
    'verstak catalog section /catalog/elektroinstrument/ --filter brand-is-makita --sort price-asc',
    'verstak catalog section https://verstak.example/catalog/elektroinstrument/ --page 2',
  ],
  'filter parse': ['verstak filter parse /catalog/elektroinstrument/filter/brand-is-makita/apply/'],
  'filter build': [
    'verstak filter build /catalog/elektroinstrument/ --choice brand=makita,bosch --range price=..5000',
  ],
  'city list': ['verstak city list --kind pickup', 'verstak --json city list'],
  login: [
    'verstak login --email ivan.petrov@example.ru',
    'echo "$PASSWORD" | verstak login --email operator@verstak.example.ru --password-stdin',
    'verstak login --phone "+7 900 000-00-02" --sms',
  ],
  logout: ['verstak logout'],
  whoami: ['verstak whoami', 'verstak --json whoami'],
  'order status': [
    'verstak order status В-100001 --phone "+7 900 777-12-34"',
    'verstak order status 100001   # staff',
  ],
  'order show': ['verstak order show В-100001', 'verstak --json order show 100001'],
  'order list': [
    'verstak order list --customer "+7 900 777-12-34"',
    'verstak order list --status active --unpaid --from 2026-11-01 --to 2026-11-30',
    'verstak --json order list --limit 200 --page 2',
  ],
  'review list': [
    'verstak review list',
    'verstak review list --status published --page 2',
    'verstak --json review list',
  ],
  'review publish': ['verstak review publish 42'],
  'comment list': ['verstak comment list', 'verstak --json comment list --status published'],
  'comment publish': ['verstak comment publish 17'],
  'comment reject': ['verstak comment reject 17 --reason "Ссылка на другой магазин"'],
  'review reject': ['verstak review reject 42 --reason "В отзыве реклама другого магазина"'],
  'tag list': ['verstak tag list', 'verstak --json tag list'],
  'tag show': ['verstak tag show besshchetochnyy-instrument', 'verstak tag show yaponskie-brendy --brand'],
  'tag create': [
    'verstak tag create shurupoverty-do-5000 --title "Шуруповёрты до 5000 ₽" --section /catalog/elektroinstrument/ --filter price-to-5000',
    'verstak tag create evropejskie-brendy --brand --title "Европейские бренды" --brands bosch,metabo',
  ],
  'tag update': ['verstak tag update shurupoverty-do-5000 --text-file tag-text.txt'],
  'tag delete': ['verstak tag delete shurupoverty-do-5000 --yes'],
  'order cancel': [
    'verstak order cancel В-100001 --reason 1 --dry-run',
    'verstak order cancel В-100001 --reason 1 --comment "Покупатель передумал" --yes',
  ],
  'order copy': ['verstak order copy В-100001'],
  'customer find': ['verstak customer find "900 777"', 'verstak customer find Стройресурс --page 2'],
  'customer basket': ['verstak customer basket 1', 'verstak customer basket "+7 900 777-12-34"   # a guest'],
  'basket add': ['verstak catalog search дрель   # the id column', 'verstak basket add 489 --qty 2'],
  'basket set': ['verstak basket set 489 3', 'verstak basket set 489 0   # removes the line'],
  'basket remove': ['verstak basket remove 489'],
  'basket list': ['verstak basket list', 'verstak --json basket list'],
  shops: ['verstak shops', 'verstak --city yaroslavl --json shops'],
  'delivery windows': ['verstak delivery windows', 'verstak --city vologda delivery windows'],
  checkout: [
    'verstak checkout --pickup 1 --pay card --name "Анна" --phone "8 900 777-12-34"',
    'verstak checkout --courier --address "Москва, Тверская 1" --date 2026-12-01 --time "10:00 - 12:00" --pay raiff-sbp --name "Анна" --phone "8 900 777-12-34"',
  ],
  'scenario run': [
    'verstak scenario run docs/scenarios/guest-pickup-paid.json --junit reports/guest.xml',
    'verstak scenario run docs/scenarios/ --junit reports/all.xml',
  ],
  'dev outbox': ['verstak dev outbox --to "+7 900 000-00-02"'],
  completion: [
    'verstak completion bash > ~/.local/share/bash-completion/completions/verstak',
    'verstak completion zsh > ~/.zfunc/_verstak   # with fpath+=(~/.zfunc) in ~/.zshrc',
    'verstak completion fish > ~/.config/fish/completions/verstak.fish',
  ],
};
