/** `cms-validate --help`. */
export const HELP = `cms-validate: checks CMS content with the schemas and engine the site renders with.

Usage
  npm run validate -- [sources] [options]          (or: npx cms-validate ...)
  npm run validate -- schema --out DIR             write every contract as JSON Schema

Sources (combine freely)
  --base-url URL        backend to check (default: VITE_API_BASE_URL of .env, .env.local, environment).
                        Without --content/--page/--product it checks every screen of the build settings
                        (VITE_CONTENT_ID_*) with the contract its screen expects, including header and footer
                        navigation, site settings and footer info, then every page config, nav popover and
                        the flagship store their content points at.
  --content ID...       content ids; SCREEN=ID checks a draft id as that screen (HEADER_NAV=nav-draft)
  --page ID...          page config ids (previewPage)
  --product ID...       product ids (fullProductDetail and its content blocks)
  --screens             also check every screen when --content/--page/--product are given
  --file PATH...        exported JSON files, recognised by their shape or folder (page/, content/ ... as in a
                        fixture set); NAME=PATH says what a file holds: a screen (HOME, HEADER_NAV ...),
                        pageConfig, product, navPopover, store, shortLink, contentsByModel,
                        contentPage, or a contract (cms.block.hero ...)
  --fixtures [SET]      a fixture set: the bundled one (no SET), fixtures/recorded/SET, or a folder path

Links
  Every link the content holds (link objects of every type, cards and tiles, nav and footer entries, rich-text
  hrefs, short-link targets) is resolved as the site resolves it, then its target is asked of the backend, each
  target once per run: a product answers with its detail, a category is in the virtual-category tree (its leaf flag
  gives the address the site uses), a brand-story page and a page config exist, a site path matches a route and its
  id (news article, product, short link, category) exists. A fixture set's links are asked of that set's fixture
  API, files' of VITE_API_BASE_URL (the bundled fixtures when it is empty), a live run's of its backend. Off-site
  links are never requested (a warning). A card whose name or price is not its product's is a warning.
  --max-link-targets N  ask about at most N distinct targets per run, the first ones the content holds (default
                        500); the rest are not asked, and one problem says how many were left unchecked (exit 2)
  --no-links            skip this stage

Output
  --format FORMAT       human (default; coloured on a terminal, NO_COLOR/FORCE_COLOR respected),
                        json, ndjson, github (workflow annotations), junit (XML)
  --level LEVEL         lowest severity reported: warning (default) or error

Network
  --concurrency N       requests at a time (default 4)
  --timeout MS          per request attempt (default 10000)
  --retries N           extra attempts on 5xx and timeouts, with backoff (default 2)
  --verbose             also print the site code's own console warnings

Severity
  error    the site would skip or reject it (invalid block, malformed JSON, unsuccessful answer ...), or a
           link's target does not exist (dead-link, no-route)
  warning  unknown model, empty list, suspicious value (http:// URL, off-site link, placeholder text), a card's
           name or price that is not its product's (name-differs, price-differs)

Exit status
  0 clean (warnings allowed), 1 content errors, 2 usage, configuration or network problem (a link target
  the backend could not answer about included, and link targets left unchecked past --max-link-targets)

Examples
  npm run validate -- --base-url https://api.example.cn
  npm run validate -- --base-url https://api.example.cn --content rc-home --product 1001 1002
  npm run validate -- --content HEADER_NAV=rc-header-nav-draft --level error
  npm run validate -- --file export/home.json HOME=export/home-draft.json cms.block.hero=hero.json
  npm run validate -- --fixtures --format junit > cms-report.xml
  npm run validate -- --fixtures fixtures/faulty                 (the deliberately broken examples)
  npm run validate -- --fixtures demo --format github
  npm run validate -- schema --out dist/cms-schemas
`;
