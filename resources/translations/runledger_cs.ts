<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>Checkpoint</name>
    <message>
        <source>not a Runledger checkpoint (format runledger-checkpoint-v1)</source>
        <translation>není kontrolní bod Runledgeru (formát runledger-checkpoint-v1)</translation>
    </message>
    <message>
        <source>the checkpoint is incomplete (seq, hash, at and a 64-byte signature are required)</source>
        <translation>kontrolní bod je neúplný (vyžaduje se seq, hash, at a 64bajtový podpis)</translation>
    </message>
</context>
<context>
    <name>Configuration</name>
    <message>
        <source>cannot read the configuration %1: %2</source>
        <translation>konfiguraci %1 nelze přečíst: %2</translation>
    </message>
    <message>
        <source>the configuration %1 is not a JSON object (%2 at offset %3)</source>
        <translation>konfigurace %1 není objekt JSON (%2 na pozici %3)</translation>
    </message>
    <message>
        <source>every flow needs a name</source>
        <translation>každý tok potřebuje název</translation>
    </message>
    <message>
        <source>flow %1: a trigger needs a topic, a flow_action, or a source</source>
        <translation>tok %1: spouštěč potřebuje topic, flow_action nebo source</translation>
    </message>
    <message>
        <source>flow %1 has no trigger</source>
        <translation>tok %1 nemá spouštěč</translation>
    </message>
    <message>
        <source>flow %1: unknown target %2</source>
        <translation>tok %1: neznámý cíl %2</translation>
    </message>
    <message>
        <source>flow %1: target %2 is not a %3 target</source>
        <translation>tok %1: cíl %2 není cíl typu %3</translation>
    </message>
    <message>
        <source>flow %1 has no steps</source>
        <translation>tok %1 nemá kroky</translation>
    </message>
    <message>
        <source>flow %1: approval_before_steps names no step %2</source>
        <translation>tok %1: approval_before_steps uvádí neexistující krok %2</translation>
    </message>
    <message>
        <source>event source %1: a source is one plain path segment (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>zdroj událostí %1: zdroj je jeden prostý úsek cesty (písmena, číslice, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</translation>
    </message>
    <message>
        <source>event source %1 needs a secret_env: the name of the environment variable that holds its secret</source>
        <translation>zdroj událostí %1 potřebuje secret_env: název proměnné prostředí s jeho tajným klíčem</translation>
    </message>
    <message>
        <source>flow %1: operation_key must name fields of the signed body, like &quot;{{admin_graphql_api_id}}&quot;</source>
        <translation>tok %1: operation_key musí jmenovat pole podepsaného obsahu, například &quot;{{admin_graphql_api_id}}&quot;</translation>
    </message>
    <message>
        <source>alerts: url_env and secret_env name environment variables (the address and the secret are never in this file)</source>
        <translation>alerts: url_env a secret_env jmenují proměnné prostředí (adresa a tajemství nikdy nejsou v tomto souboru)</translation>
    </message>
    <message>
        <source>alerts: give the address in the environment variable url_env names, not in the file (it may carry a token)</source>
        <translation>alerts: zadejte adresu v proměnné prostředí, kterou jmenuje url_env, ne v souboru (může obsahovat token)</translation>
    </message>
    <message>
        <source>alerts: held_longer_than_minutes must be more than 0 and at most a week</source>
        <translation>alerts: held_longer_than_minutes musí být větší než 0 a nejvýše týden</translation>
    </message>
    <message>
        <source>four_eyes must be a list of retry_open_step, new_operation, approve_content and confirm_not_executed, like [&quot;retry_open_step&quot;, &quot;new_operation&quot;]</source>
        <translation>four_eyes musí být seznam z retry_open_step, new_operation, approve_content a confirm_not_executed, například [&quot;retry_open_step&quot;, &quot;new_operation&quot;]</translation>
    </message>
    <message>
        <source>flow %1, a step: %2</source>
        <translation>tok %1, krok: %2</translation>
    </message>
    <message>
        <source>flow %1: %2</source>
        <translation>tok %1: %2</translation>
    </message>
    <message>
        <source>flow %1: step kind must be crm.create_task, email.send or voucher.create</source>
        <translation>tok %1: druh kroku musí být crm.create_task, email.send nebo voucher.create</translation>
    </message>
    <message>
        <source>flow %1: a voucher&apos;s code is made from its step&apos;s reference; remove &quot;code&quot;</source>
        <translation>tok %1: kód poukázky se tvoří z reference jejího kroku; odstraňte &quot;code&quot;</translation>
    </message>
    <message>
        <source>flow %1: a voucher step needs &quot;amount&quot;, the amount off, like &quot;10.00&quot;</source>
        <translation>tok %1: krok poukázky potřebuje &quot;amount&quot;, výši slevy, například &quot;10.00&quot;</translation>
    </message>
    <message>
        <source>flow %1: {{voucher.…}} names the voucher of an earlier step, and no earlier step creates one</source>
        <translation>tok %1: {{voucher.…}} odkazuje na poukázku dřívějšího kroku, ale žádný dřívější krok ji nevytváří</translation>
    </message>
    <message>
        <source>alerts: shape must be standard, slack, teams, teams_legacy or email</source>
        <translation>alerts: shape musí být standard, slack, teams, teams_legacy nebo email</translation>
    </message>
    <message>
        <source>alerts: an e-mail alert needs &quot;target&quot;: the name of a mail target of this configuration</source>
        <translation>alerts: e-mailové upozornění potřebuje &quot;target&quot;: název poštovního cíle této konfigurace</translation>
    </message>
    <message>
        <source>alerts: an e-mail alert needs &quot;to&quot;: the one address it goes to, like &quot;ops@example.com&quot;</source>
        <translation>alerts: e-mailové upozornění potřebuje &quot;to&quot;: jedinou adresu, na kterou jde, například &quot;ops@example.com&quot;</translation>
    </message>
    <message>
        <source>alerts: target and to belong to the email shape</source>
        <translation>alerts: target a to patří k tvaru email</translation>
    </message>
    <message>
        <source>privacy: retention_days.%1 must be a whole number of days (0: kept)</source>
        <translation>privacy: retention_days.%1 musí být celý počet dní (0: uchovat)</translation>
    </message>
    <message>
        <source>privacy: retention_days knows signed_bodies, content and evidence_details, not %1</source>
        <translation>privacy: retention_days zná signed_bodies, content a evidence_details, ne %1</translation>
    </message>
    <message>
        <source>privacy: shopify_compliance needs data_requests_dir, the folder where the answers to customers/data_request go</source>
        <translation>privacy: shopify_compliance potřebuje data_requests_dir, složku pro odpovědi na customers/data_request</translation>
    </message>
    <message>
        <source>flow %1: %2 is kept for good and may not name a customer&apos;s personal data (%3); use the order&apos;s name or id</source>
        <translation>tok %1: %2 se uchovává natrvalo a nesmí uvádět osobní údaje zákazníka (%3); použijte název nebo id objednávky</translation>
    </message>
    <message>
        <source>every caller needs a name: one plain word (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>každý volající potřebuje jméno: jedno prosté slovo (písmena, číslice, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</translation>
    </message>
    <message>
        <source>caller %1: a token is never in this file; name the environment variable that holds it in token_env</source>
        <translation>volající %1: token nikdy není v tomto souboru; v token_env uveďte proměnnou prostředí, která ho obsahuje</translation>
    </message>
    <message>
        <source>caller %1 may start flow %2, but there is no such flow</source>
        <translation>volající %1 smí spustit tok %2, ale takový tok neexistuje</translation>
    </message>
    <message>
        <source>caller %1 needs flows: the flows it may start</source>
        <translation>volající %1 potřebuje flows: toky, které smí spustit</translation>
    </message>
    <message>
        <source>caller %1: requests_per_minute must be a whole number from 1</source>
        <translation>volající %1: requests_per_minute musí být celé číslo od 1</translation>
    </message>
    <message>
        <source>caller %1 is named twice</source>
        <translation>volající %1 je uveden dvakrát</translation>
    </message>
    <message>
        <source>caller %1: the callback&apos;s address and secret are never in this file; name their environment variables in url_env and secret_env</source>
        <translation>volající %1: adresa a tajemství zpětného volání nikdy nejsou v tomto souboru; uveďte jejich proměnné prostředí v url_env a secret_env</translation>
    </message>
    <message>
        <source>caller %1: a callback needs url_env and secret_env, the environment variables that hold its address and its Standard Webhooks secret</source>
        <translation>volající %1: zpětné volání potřebuje url_env a secret_env, proměnné prostředí s jeho adresou a tajemstvím Standard Webhooks</translation>
    </message>
    <message>
        <source>caller %1 needs a token_env (the environment variable that holds its bearer token) or a secret_env (its Standard Webhooks secret, if it signs its calls)</source>
        <translation>volající %1 potřebuje token_env (proměnnou prostředí s jeho tokenem bearer) nebo secret_env (jeho tajemství Standard Webhooks, pokud svá volání podepisuje)</translation>
    </message>
    <message>
        <source>caller %1: token_env and secret_env name environment variables (letters, digits and &apos;_&apos;)</source>
        <translation>volající %1: token_env a secret_env jmenují proměnné prostředí (písmena, číslice a &apos;_&apos;)</translation>
    </message>
</context>
<context>
    <name>ConsoleCommandLine</name>
    <message>
        <source>Ledger file or postgresql:// URL (the same as giving FILE).</source>
        <translation>Soubor deníku nebo URL postgresql:// (totéž jako SOUBOR).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>CESTA</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision.</source>
        <translation>Vaše jméno, zaznamenané u každého rozhodnutí.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>JMÉNO</translation>
    </message>
    <message>
        <source>Targets and flows (JSON), for looking steps up.</source>
        <translation>Cíle a toky (JSON) pro vyhledávání kroků.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>SOUBOR</translation>
    </message>
    <message>
        <source>light or dark.</source>
        <translation>světlý nebo tmavý.</translation>
    </message>
    <message>
        <source>Print start-up, queue and scrolling timings and peak memory, then quit.</source>
        <translation>Vypíše časy spuštění, front a posouvání a špičkovou paměť, pak skončí.</translation>
    </message>
    <message>
        <source>Save a picture of the window at 1280 × 720 and quit.</source>
        <translation>Uloží obrázek okna v 1280 × 720 a skončí.</translation>
    </message>
    <message>
        <source>Runledger review console</source>
        <translation>Kontrolní konzole Runledger</translation>
    </message>
    <message>
        <source>The ledger to open (default: your own ledger).</source>
        <translation>Deník k otevření (výchozí: váš vlastní deník).</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[SOUBOR]</translation>
    </message>
    <message numerus="yes">
        <source>Give one ledger to open; %n were given.</source>
        <translation>
            <numerusform>Zadejte jeden deník; byl zadán %n.</numerusform>
            <numerusform>Zadejte jeden deník; byly zadány %n.</numerusform>
            <numerusform>Zadejte jeden deník; bylo zadáno %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the ledger either as FILE or with --ledger, not both.</source>
        <translation>Zadejte deník buď jako SOUBOR, nebo pomocí --ledger, ne obojí.</translation>
    </message>
    <message>
        <source>--demo opens a scratch ledger of its own; it cannot be combined with FILE.</source>
        <translation>--demo otevírá vlastní pomocný deník; nelze jej kombinovat se SOUBOREM.</translation>
    </message>
    <message>
        <source>Start the sandbox (runledger-sandbox) and a runner on a scratch ledger, seeded with the acceptance cases.</source>
        <translation>Spustit sandbox (runledger-sandbox) a runner na cvičném ledgeru naplněném akceptačními případy.</translation>
    </message>
</context>
<context>
    <name>Ctl</name>
    <message>
        <source>none yet</source>
        <translation>zatím žádná</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Ledger file or postgresql:// URL (default: %1).</source>
        <translation>Soubor deníku nebo URL postgresql:// (výchozí: %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>CESTA</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Vypsat JSON místo textu.</translation>
    </message>
    <message>
        <source>Try &apos;runledgerctl --help&apos;.</source>
        <translation>Viz &apos;runledgerctl --help&apos;.</translation>
    </message>
    <message>
        <source>Usage: runledgerctl COMMAND [OPTIONS]

Commands:
</source>
        <translation>Použití: runledgerctl PŘÍKAZ [VOLBY]

Příkazy:
</translation>
    </message>
    <message>
        <source>
Run &apos;runledgerctl COMMAND --help&apos; for a command&apos;s options.
Exit codes: 0 success, 1 usage error, 2 runtime failure, 3 verification failed or refused.
</source>
        <translation>
&apos;runledgerctl PŘÍKAZ --help&apos; ukáže volby příkazu.
Návratové kódy: 0 úspěch, 1 chyba použití, 2 chyba za běhu, 3 kontrola selhala nebo odmítnuto.
</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>neznámý příkaz &apos;%1&apos;</translation>
    </message>
    <message>
        <source>ledger ready: %1 (schema %2)</source>
        <translation>deník připraven: %1 (schéma %2)</translation>
    </message>
    <message>
        <source>ok: %1 decisions verified</source>
        <translation>ok: ověřeno rozhodnutí: %1</translation>
    </message>
    <message>
        <source>broken at seq %1: %2</source>
        <translation>přerušeno u č. %1: %2</translation>
    </message>
    <message>
        <source>events:                     %1</source>
        <translation>události:                     %1</translation>
    </message>
    <message>
        <source>deliveries:                 %1</source>
        <translation>doručení:                     %1</translation>
    </message>
    <message>
        <source>operations:                 %1</source>
        <translation>operace:                      %1</translation>
    </message>
    <message>
        <source>attempts:                   %1</source>
        <translation>pokusy:                       %1</translation>
    </message>
    <message>
        <source>confirmed external effects: %1</source>
        <translation>potvrzené vnější účinky:      %1</translation>
    </message>
    <message>
        <source>unresolved operations:      %1</source>
        <translation>nevyřešené operace:           %1</translation>
    </message>
    <message>
        <source>recoveries (held → decided): %1</source>
        <translation>obnovy (pozastaveno → rozhodnuto): %1</translation>
    </message>
    <message>
        <source>time to recovery:           median %1, 90th percentile %2</source>
        <translation>doba do obnovy:               medián %1, 90. percentil %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>neočekávaný argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>missing argument; see --help</source>
        <translation>chybí argument; viz --help</translation>
    </message>
    <message>
        <source>--config FILE is required</source>
        <translation>--config SOUBOR je povinné</translation>
    </message>
    <message>
        <source>Address and port to listen on (default 127.0.0.1:8081; port 0 picks a free one).</source>
        <translation>Adresa a port pro naslouchání (výchozí 127.0.0.1:8081; port 0 vybere volný).</translation>
    </message>
    <message>
        <source>HOST:PORT</source>
        <translation>HOSTITEL:PORT</translation>
    </message>
    <message>
        <source>Seconds an idempotency key is remembered (default 86400).</source>
        <translation>Sekundy, po které se pamatuje klíč idempotence (výchozí 86400).</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKUNDY</translation>
    </message>
    <message>
        <source>Milliseconds before a new task shows up in lookups (default 0).</source>
        <translation>Milisekundy, než se nový úkol objeví ve vyhledávání (výchozí 0).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--listen needs HOST:PORT, for example 127.0.0.1:8081</source>
        <translation>--listen potřebuje HOSTITEL:PORT, například 127.0.0.1:8081</translation>
    </message>
    <message>
        <source>--retention and --settle-ms need whole numbers ≥ 0</source>
        <translation>--retention a --settle-ms potřebují celá čísla ≥ 0</translation>
    </message>
    <message>
        <source>cannot listen on %1 (in use, or not an address of this machine)</source>
        <translation>nelze naslouchat na %1 (obsazeno, nebo to není adresa tohoto počítače)</translation>
    </message>
    <message>
        <source>sandbox listening on http://%1:%2 (key retention %3 s, settle %4 ms)</source>
        <translation>sandbox naslouchá na http://%1:%2 (platnost klíče %3 s, zpoždění %4 ms)</translation>
    </message>
    <message>
        <source>stopping (signal %1)</source>
        <translation>ukončuje se (signál %1)</translation>
    </message>
    <message>
        <source>Targets and flows (JSON).</source>
        <translation>Cíle a toky (JSON).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>SOUBOR</translation>
    </message>
    <message>
        <source>Intake address (default 127.0.0.1:8080; port 0 picks a free one).</source>
        <translation>Adresa příjmu (výchozí 127.0.0.1:8080; port 0 vybere volný).</translation>
    </message>
    <message>
        <source>Steps worked on at once (default 4).</source>
        <translation>Kroky zpracovávané současně (výchozí 4).</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>Reservation lease beyond the target&apos;s deadline (default 5000).</source>
        <translation>Trvání rezervace nad lhůtu cíle (výchozí 5000).</translation>
    </message>
    <message>
        <source>Pause between lookups that settled nothing (default 2000).</source>
        <translation>Pauza mezi vyhledáními, která nic nerozhodla (výchozí 2000).</translation>
    </message>
    <message>
        <source>--workers needs a whole number ≥ 1</source>
        <translation>--workers potřebuje celé číslo ≥ 1</translation>
    </message>
    <message>
        <source>--listen needs HOST:PORT, for example 127.0.0.1:8080</source>
        <translation>--listen potřebuje HOSTITEL:PORT, například 127.0.0.1:8080</translation>
    </message>
    <message>
        <source>runner %1 started with %2 workers on %3</source>
        <translation>runner %1 spuštěn s %2 workery na %3</translation>
    </message>
    <message>
        <source>One delivery per line: {&quot;path&quot;: &quot;/webhooks/shopify&quot;, &quot;headers&quot;: {…}, &quot;body_base64&quot;: &quot;…&quot;}</source>
        <translation>Jedno doručení na řádek: {&quot;path&quot;: &quot;/webhooks/shopify&quot;, &quot;headers&quot;: {…}, &quot;body_base64&quot;: &quot;…&quot;}</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 nelze přečíst: %2</translation>
    </message>
    <message>
        <source>imported %1 deliveries: %2 new events, %3 duplicates, %4 new operations; %5 rejected</source>
        <translation>importováno doručení: %1; nové události: %2, duplicity: %3, nové operace: %4; odmítnuto: %5</translation>
    </message>
    <message>
        <source>  line %1: %2 (%3)</source>
        <translation>  řádek %1: %2 (%3)</translation>
    </message>
    <message>
        <source>held, uncertain, awaiting_approval, running, completed, abandoned or all (default all).</source>
        <translation>held, uncertain, awaiting_approval, running, completed, abandoned nebo all (výchozí all).</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>STAV</translation>
    </message>
    <message>
        <source>At most this many (default 1000).</source>
        <translation>Nejvýše tolik (výchozí 1000).</translation>
    </message>
    <message>
        <source>unknown state &apos;%1&apos;</source>
        <translation>neznámý stav &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The operation.</source>
        <translation>Operace.</translation>
    </message>
    <message>
        <source>operation %1  %2</source>
        <translation>operace %1  %2</translation>
    </message>
    <message>
        <source>  action:      %1 (flow %2)</source>
        <translation>  akce:         %1 (tok %2)</translation>
    </message>
    <message>
        <source>  event:       %1 %2</source>
        <translation>  událost:      %1 %2</translation>
    </message>
    <message>
        <source>  created:     %1</source>
        <translation>  vytvořeno:    %1</translation>
    </message>
    <message>
        <source>  responsible: %1</source>
        <translation>  odpovídá:     %1</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>nepřiřazeno</translation>
    </message>
    <message>
        <source>  step %1 %2 → %3: %4%5, %6 attempts, ref %7, target ref %8
    next: %9</source>
        <translation>  krok %1 %2 → %3: %4%5, pokusy: %6, ref. %7, ref. v cíli %8
    další: %9</translation>
    </message>
    <message>
        <source>  evidence step %1 %2 %3: %4</source>
        <translation>  důkaz krok %1 %2 %3: %4</translation>
    </message>
    <message>
        <source>  decision #%1 %2 by %3: %4</source>
        <translation>  rozhodnutí #%1 %2 od %3: %4</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>JMÉNO</translation>
    </message>
    <message>
        <source>Why (recorded).</source>
        <translation>Proč (zaznamená se).</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>adopt: the target&apos;s record id.</source>
        <translation>adopt: id záznamu v cíli.</translation>
    </message>
    <message>
        <source>REF</source>
        <translation>REF</translation>
    </message>
    <message>
        <source>approve-content: the content version.</source>
        <translation>approve-content: verze obsahu.</translation>
    </message>
    <message>
        <source>assign: the reviewer who becomes responsible.</source>
        <translation>assign: posuzovatel, který se stane odpovědným.</translation>
    </message>
    <message>
        <source>new-operation: a file with edited content for the open step.</source>
        <translation>new-operation: soubor s upraveným obsahem pro otevřený krok.</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos;</source>
        <translation>neznámá akce &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--reviewer and --rationale are required: every decision names a person and a reason</source>
        <translation>--reviewer a --rationale jsou povinné: každé rozhodnutí uvádí osobu a důvod</translation>
    </message>
    <message>
        <source>adopt needs --reference</source>
        <translation>adopt potřebuje --reference</translation>
    </message>
    <message>
        <source>assign needs --to</source>
        <translation>assign potřebuje --to</translation>
    </message>
    <message>
        <source>approve-content needs --version N</source>
        <translation>approve-content potřebuje --version N</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>odmítnuto: %1</translation>
    </message>
    <message>
        <source>the configuration has no target %1</source>
        <translation>konfigurace nemá cíl %1</translation>
    </message>
    <message>
        <source>lookup: %1 (%2)</source>
        <translation>vyhledání: %1 (%2)</translation>
    </message>
    <message>
        <source>recorded as decision #%1: %2</source>
        <translation>zaznamenáno jako rozhodnutí #%1: %2</translation>
    </message>
    <message>
        <source>new operation: %1</source>
        <translation>nová operace: %1</translation>
    </message>
    <message>
        <source>A report to write; the format follows the extension: .pdf, .html, .json, .csv. Repeatable.</source>
        <translation>Protokol k zapsání; formát se řídí příponou: .pdf, .html, .json, .csv. Lze opakovat.</translation>
    </message>
    <message>
        <source>Keep the scratch ledger at this path (default: a temporary file).</source>
        <translation>Ponechat pracovní deník na této cestě (výchozí: dočasný soubor).</translation>
    </message>
    <message>
        <source>give at least one --out FILE (.pdf, .html, .json or .csv)</source>
        <translation>zadejte alespoň jedno --out SOUBOR (.pdf, .html, .json nebo .csv)</translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .json or .csv)</source>
        <translation>%1: neznámý formát protokolu (použijte .pdf, .html, .json nebo .csv)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>prošlo</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>SELHALO</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>zapsáno %1</translation>
    </message>
    <message>
        <source>all %1 cases passed</source>
        <translation>všech %1 případů prošlo</translation>
    </message>
    <message>
        <source>at least one case failed</source>
        <translation>nejméně jeden případ selhal</translation>
    </message>
    <message>
        <source>create a ledger, or migrate it to this build&apos;s schema</source>
        <translation>vytvořit deník, nebo ho převést na schéma této verze</translation>
    </message>
    <message>
        <source>print the separate counts: events, deliveries, attempts, effects, unresolved, recovery</source>
        <translation>vypsat oddělené počty: události, doručení, pokusy, účinky, nevyřešené, obnova</translation>
    </message>
    <message>
        <source>run the sandbox target: a CRM and a mail service with idempotency keys and faults</source>
        <translation>spustit sandboxový cíl: CRM a poštovní službu s klíči idempotence a chybami</translation>
    </message>
    <message>
        <source>receive webhooks and run the steps (intake and runner)</source>
        <translation>přijímat webhooky a provádět kroky (příjem a runner)</translation>
    </message>
    <message>
        <source>import deliveries captured elsewhere (signatures re-verified)</source>
        <translation>importovat doručení zachycená jinde (podpisy znovu ověřeny)</translation>
    </message>
    <message>
        <source>list operations, by state</source>
        <translation>vypsat operace podle stavu</translation>
    </message>
    <message>
        <source>show one operation: steps, attempts, evidence, content, decisions</source>
        <translation>ukázat jednu operaci: kroky, pokusy, důkazy, obsah, rozhodnutí</translation>
    </message>
    <message>
        <source>record a reviewer&apos;s decision on an operation</source>
        <translation>zaznamenat rozhodnutí posuzovatele o operaci</translation>
    </message>
    <message>
        <source>check each target&apos;s declared capability against what it really does (creates labelled canaries)</source>
        <translation>ověří deklarovanou schopnost každého cíle proti tomu, co skutečně dělá (vytvoří označené zkušební záznamy)</translation>
    </message>
    <message>
        <source>duplicates found at target: %1</source>
        <translation>duplicity nalezené v cíli: %1</translation>
    </message>
    <message>
        <source>target %1 declares %2 and was never probed; run runledgerctl probe --config FILE --ledger LEDGER</source>
        <translation>cíl %1 deklaruje %2 a nikdy nebyl ověřen; spusťte runledgerctl probe --config FILE --ledger LEDGER</translation>
    </message>
    <message>
        <source>target %1 declares %2; last probe %3 observed %4%5</source>
        <translation>cíl %1 deklaruje %2; poslední ověření %3 zjistilo %4%5</translation>
    </message>
    <message>
        <source>nothing (the probe could not run)</source>
        <translation>nic (ověření nemohlo proběhnout)</translation>
    </message>
    <message>
        <source> — the profile contradicts what the target does</source>
        <translation> — profil odporuje tomu, co cíl dělá</translation>
    </message>
    <message>
        <source>confirm-not-executed: you checked the target and it holds no record of this step.</source>
        <translation>confirm-not-executed: zkontrolovali jste cíl a nemá žádný záznam tohoto kroku.</translation>
    </message>
    <message>
        <source>may have run: %1</source>
        <translation>mohl proběhnout: %1</translation>
    </message>
    <message>
        <source>confirm-not-executed needs --confirm: check the target first; the ledger will then say nothing was done there</source>
        <translation>confirm-not-executed vyžaduje --confirm: nejprve zkontrolujte cíl; účetní kniha pak uvede, že tam nic neproběhlo</translation>
    </message>
    <message>
        <source>check each target&apos;s declared capability against what it really does. Creates canary records labelled &quot;%1&quot; at each target.</source>
        <translation>ověří deklarovanou schopnost každého cíle proti tomu, co skutečně dělá. V každém cíli vytvoří zkušební záznamy označené &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Probe only this target (default: every target of the configuration).</source>
        <translation>Ověřit jen tento cíl (výchozí: každý cíl konfigurace).</translation>
    </message>
    <message>
        <source>Write the findings to FILE.json or FILE.html. Repeatable.</source>
        <translation>Zapsat zjištění do FILE.json nebo FILE.html. Lze opakovat.</translation>
    </message>
    <message>
        <source>Record the findings in this ledger (the console and serve show the last probe).</source>
        <translation>Zaznamenat zjištění do této účetní knihy (konzole a serve ukazují poslední ověření).</translation>
    </message>
    <message>
        <source>Print the findings as JSON.</source>
        <translation>Vypsat zjištění jako JSON.</translation>
    </message>
    <message>
        <source>How long to wait for the canary to show up in a lookup (default 15000).</source>
        <translation>Jak dlouho čekat, než se zkušební záznam objeví ve vyhledání (výchozí 15000).</translation>
    </message>
    <message>
        <source>%1: unknown format (use .json or .html)</source>
        <translation>%1: neznámý formát (použijte .json nebo .html)</translation>
    </message>
    <message>
        <source>%1: could not be probed: %2</source>
        <translation>%1: nelze ověřit: %2</translation>
    </message>
    <message>
        <source>%1: declared %2, observed %3%4</source>
        <translation>%1: deklarováno %2, zjištěno %3%4</translation>
    </message>
    <message>
        <source> — CONTRADICTION</source>
        <translation> — ROZPOR</translation>
    </message>
    <message>
        <source>same key and parameters: one record%1</source>
        <translation>stejný klíč a parametry: jeden záznam%1</translation>
    </message>
    <message>
        <source>, replay marker</source>
        <translation>, značka opakování</translation>
    </message>
    <message>
        <source>same key and parameters: a second record (the key is ignored)</source>
        <translation>stejný klíč a parametry: druhý záznam (klíč je ignorován)</translation>
    </message>
    <message>
        <source>same key, other parameters: refused (HTTP %1)</source>
        <translation>stejný klíč, jiné parametry: odmítnuto (HTTP %1)</translation>
    </message>
    <message>
        <source>same key, other parameters: not refused (HTTP %1)</source>
        <translation>stejný klíč, jiné parametry: neodmítnuto (HTTP %1)</translation>
    </message>
    <message>
        <source>lookup by reference: not found</source>
        <translation>vyhledání podle reference: nenalezeno</translation>
    </message>
    <message>
        <source>canary records (&quot;%1&quot;, safe to delete): %2</source>
        <translation>zkušební záznamy (&quot;%1&quot;, lze smazat): %2</translation>
    </message>
    <message>
        <source>the profile should declare: %1</source>
        <translation>profil by měl deklarovat: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 nelze zapsat: %2</translation>
    </message>
    <message>
        <source>The bearer token the emulated provider APIs (/resend/…) require (default sandbox-token).</source>
        <translation>Token bearer, který vyžadují napodobená API poskytovatelů (/resend/…) (výchozí sandbox-token).</translation>
    </message>
    <message>
        <source>TOKEN</source>
        <translation>TOKEN</translation>
    </message>
    <message>
        <source>HubSpot searches allowed per second (default 4; 0: no limit).</source>
        <translation>Povolená vyhledávání HubSpot za sekundu (výchozí 4; 0: bez omezení).</translation>
    </message>
    <message>
        <source>HubSpot requests allowed per 10 seconds (default 100; 0: no limit).</source>
        <translation>Povolené požadavky HubSpot za 10 sekund (výchozí 100; 0: bez omezení).</translation>
    </message>
    <message>
        <source>same key, other parameters: the one record was updated (HTTP %1), no second record</source>
        <translation>stejný klíč, jiné parametry: jediný záznam byl aktualizován (HTTP %1), žádný druhý záznam</translation>
    </message>
    <message>
        <source>run the six acceptance cases (against the sandbox or configured targets) and write reports</source>
        <translation>spustit šest akceptačních případů (proti sandboxu nebo nastaveným cílům) a zapsat zprávy</translation>
    </message>
    <message>
        <source>Serve only the emulated provider APIs, without the admin API (faults, clock, effect counts): a stand-in for the real providers.</source>
        <translation>Poskytovat jen emulovaná API poskytovatelů, bez administrátorského API (chyby, hodiny, počty účinků): náhrada skutečných poskytovatelů.</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nespuštěno</translation>
    </message>
    <message>
        <source>probe %1: %2</source>
        <translation>zkouška %1: %2</translation>
    </message>
    <message>
        <source>the %1 cases that ran passed; %2 need the sandbox and were not run</source>
        <translation>%1 spuštěných případů prošlo; %2 potřebují sandbox a nebyly spuštěny</translation>
    </message>
    <message>
        <source>not sound: %1</source>
        <translation>není v pořádku: %1</translation>
    </message>
    <message>
        <source>the ledger cannot be trusted: %1</source>
        <translation>ledgeru nelze věřit: %1</translation>
    </message>
    <message>
        <source>check the file, the append-only guards and the hash chain, and name what is wrong</source>
        <translation>zkontrolovat soubor, ochranu proti změnám a řetězec hashů a pojmenovat, co je špatně</translation>
    </message>
    <message>
        <source>write the chain&apos;s head, signed (Ed25519), to keep elsewhere for verify --checkpoint</source>
        <translation>zapsat podepsanou hlavu řetězce (Ed25519) k uložení jinde pro verify --checkpoint</translation>
    </message>
    <message>
        <source>The Ed25519 private key (PEM) that signs; made, readable by you only, if the file does not exist yet. Keep it away from the ledger&apos;s machine if you can.</source>
        <translation>Soukromý klíč Ed25519 (PEM), který podepisuje; vytvoří se (čitelný jen pro vás), pokud soubor ještě neexistuje. Pokud můžete, neuchovávejte ho na počítači s ledgerem.</translation>
    </message>
    <message>
        <source>Where to write the checkpoint (JSON). Keep a copy elsewhere.</source>
        <translation>Kam zapsat kontrolní bod (JSON). Kopii uložte jinde.</translation>
    </message>
    <message>
        <source>checkpoint needs --key FILE and --out FILE</source>
        <translation>checkpoint vyžaduje --key SOUBOR a --out SOUBOR</translation>
    </message>
    <message>
        <source>no checkpoint written: the ledger does not verify: %1</source>
        <translation>kontrolní bod nezapsán: ledger neprošel kontrolou: %1</translation>
    </message>
    <message>
        <source>cannot write the new key %1: %2</source>
        <translation>nový klíč %1 nelze zapsat: %2</translation>
    </message>
    <message>
        <source>made a new signing key %1 (its public key: %1.pub)</source>
        <translation>vytvořen nový podpisový klíč %1 (jeho veřejný klíč: %1.pub)</translation>
    </message>
    <message>
        <source>%1 is not an Ed25519 private key in PEM</source>
        <translation>%1 není soukromý klíč Ed25519 ve formátu PEM</translation>
    </message>
    <message>
        <source>checkpoint of entry %1 (hash %2) written to %3</source>
        <translation>kontrolní bod záznamu %1 (hash %2) zapsán do %3</translation>
    </message>
    <message>
        <source>Also prove the ledger still holds this checkpoint&apos;s entry unchanged.</source>
        <translation>Také prokázat, že ledger stále obsahuje záznam tohoto kontrolního bodu beze změny.</translation>
    </message>
    <message>
        <source>The public key (PEM) the checkpoint must be signed with (default: the one it carries).</source>
        <translation>Veřejný klíč (PEM), kterým musí být kontrolní bod podepsán (výchozí: ten, který nese).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s signature does not match: it was altered, or signed by another key</source>
        <translation>podpis kontrolního bodu nesouhlasí: byl změněn, nebo podepsán jiným klíčem</translation>
    </message>
    <message>
        <source>the ledger ends at entry %1, before the checkpoint&apos;s entry %2 of %3: entries were removed</source>
        <translation>ledger končí záznamem %1, před záznamem %2 kontrolního bodu z %3: záznamy byly odstraněny</translation>
    </message>
    <message>
        <source>entry %1 is not the one checkpointed at %2: the chain was rewritten up to there</source>
        <translation>záznam %1 není ten, který byl zachycen %2: řetězec byl až sem přepsán</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged</source>
        <translation>; kontrolní bod záznamu %1 (%2) je obsažen beze změny</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged (its signature checked against the key it carries; pass --public-key to check it against yours)</source>
        <translation>; kontrolní bod záznamu %1 (%2) je obsažen beze změny (podpis ověřen klíčem, který nese; s --public-key jej ověříte vaším klíčem)</translation>
    </message>
    <message>
        <source>the checkpoint file is written, but the ledger could not note it: %1</source>
        <translation>soubor kontrolního bodu je zapsán, ale deník si ho nemohl poznamenat: %1</translation>
    </message>
    <message numerus="yes">
        <source>lookup by reference: %n record(s), visible after %1 ms (declared settle_ms %2)</source>
        <translation>
            <numerusform>vyhledání podle reference: %n záznam, viditelný po %1 ms (uvedeno settle_ms %2)</numerusform>
            <numerusform>vyhledání podle reference: %n záznamy, viditelné po %1 ms (uvedeno settle_ms %2)</numerusform>
            <numerusform>vyhledání podle reference: %n záznamů, viditelných po %1 ms (uvedeno settle_ms %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>What this process does: intake (answers webhooks, never calls a target), runner (works steps; HTTP only for /healthz and /metrics, and only with --listen) or all (default).</source>
        <translation>Co tento proces dělá: intake (odpovídá na webhooky, nikdy nevolá cíl), runner (zpracovává kroky; HTTP jen pro /healthz a /metrics, a jen s --listen) nebo all (výchozí).</translation>
    </message>
    <message>
        <source>ROLE</source>
        <translation>ROLE</translation>
    </message>
    <message>
        <source>The same as --role runner.</source>
        <translation>Totéž co --role runner.</translation>
    </message>
    <message>
        <source>How often the runner looks for work (default 200; 1000 on PostgreSQL, where new work wakes it).</source>
        <translation>Jak často runner hledá práci (výchozí 200; 1000 na PostgreSQL, kde ho nová práce probudí).</translation>
    </message>
    <message>
        <source>--no-intake and --role %1 contradict each other</source>
        <translation>--no-intake a --role %1 si odporují</translation>
    </message>
    <message>
        <source>--role needs intake, runner or all</source>
        <translation>--role potřebuje intake, runner nebo all</translation>
    </message>
    <message>
        <source>health and metrics on http://%1:%2</source>
        <translation>stav a metriky na http://%1:%2</translation>
    </message>
    <message>
        <source>serving as intake only (role intake): no target is called from this process; a runner process works the steps</source>
        <translation>jen příjem (role intake): tento proces nevolá žádný cíl; kroky zpracuje proces runneru</translation>
    </message>
    <message>
        <source>this ledger&apos;s checkpoints are signed with the key pinned at its first checkpoint (fingerprint %1); %2 is another key (fingerprint %3): sign with the pinned key</source>
        <translation>Kontrolní body tohoto deníku se podepisují klíčem určeným při prvním kontrolním bodu (otisk %1); %2 je jiný klíč (otisk %3): podepište určeným klíčem</translation>
    </message>
    <message>
        <source>%1 is not an Ed25519 public key in PEM</source>
        <translation>%1 není veřejný klíč Ed25519 ve formátu PEM</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s signature does not match the key pinned in the ledger at its first checkpoint (fingerprint %1): it was altered, or signed by another key</source>
        <translation>Podpis kontrolního bodu neodpovídá klíči určenému v deníku při prvním kontrolním bodu (otisk %1): byl změněn, nebo podepsán jiným klíčem</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged (signed with the key pinned at the ledger&apos;s first checkpoint, fingerprint %3)</source>
        <translation>; kontrolní bod záznamu %1 (%2) je zachován beze změny (podepsán klíčem určeným při prvním kontrolním bodu deníku, otisk %3)</translation>
    </message>
    <message>
        <source>Free space on a ledger file&apos;s disk that intake leaves to the runner: below it, deliveries are answered 503 (default 32; 0: none).</source>
        <translation>Volné místo na disku se souborem deníku, které příjem ponechává runneru: pod ním se na doručení odpovídá 503 (výchozí 32; 0: žádné).</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>--disk-reserve-mb needs a whole number of megabytes ≥ 0</source>
        <translation>--disk-reserve-mb potřebuje celý počet megabajtů ≥ 0</translation>
    </message>
    <message>
        <source>the ledger %1 holds no configuration yet (serve and init --config record theirs); pass --config FILE</source>
        <translation>deník %1 zatím neobsahuje žádnou konfiguraci (serve a init --config zaznamenávají svou); zadejte --config SOUBOR</translation>
    </message>
    <message>
        <source>the configuration recorded in the ledger cannot be read: %1</source>
        <translation>konfiguraci zaznamenanou v deníku nelze přečíst: %1</translation>
    </message>
    <message>
        <source>Record these targets and flows in the ledger: decide and the console then use them.</source>
        <translation>Zaznamenat tyto cíle a toky do deníku: decide a konzole je pak použijí.</translation>
    </message>
    <message>
        <source>configuration recorded in the ledger (fingerprint %1)</source>
        <translation>konfigurace zaznamenána v deníku (otisk %1)</translation>
    </message>
    <message>
        <source>cannot record the configuration in the ledger: %1</source>
        <translation>konfiguraci nelze zaznamenat do deníku: %1</translation>
    </message>
    <message>
        <source>Targets: reconcile, adopt and confirm-not-executed look the step up there first (default: the configuration the ledger recorded; a target at another address than the step was sent to is refused).</source>
        <translation>Cíle: reconcile, adopt a confirm-not-executed nejprve vyhledají krok tam (výchozí: konfigurace zaznamenaná v deníku; cíl na jiné adrese, než kam byl krok odeslán, se odmítne).</translation>
    </message>
    <message numerus="yes">
        <source>operations held longer than %n minute(s) are reported to %1</source>
        <translation>
            <numerusform>operace pozdržené déle než %n minutu se hlásí na %1</numerusform>
            <numerusform>operace pozdržené déle než %n minuty se hlásí na %1</numerusform>
            <numerusform>operace pozdržené déle než %n minut se hlásí na %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the logins of a PostgreSQL ledger and their roles: init, add, list, remove, whoami</source>
        <translation>loginy deníku v PostgreSQL a jejich role: init, add, list, remove, whoami</translation>
    </message>
    <message>
        <source>Who decides (recorded). On a team ledger the signed-in login decides: leave it out, or give its display name.</source>
        <translation>Kdo rozhoduje (zaznamená se). V týmovém deníku rozhoduje přihlášený login: vynechte to, nebo uveďte jeho zobrazované jméno.</translation>
    </message>
    <message>
        <source>init (run once by the database owner) | add | list | remove | whoami</source>
        <translation>init (jednou, vlastníkem databáze) | add | list | remove | whoami</translation>
    </message>
    <message>
        <source>add, remove: the database login.</source>
        <translation>add, remove: login databáze.</translation>
    </message>
    <message>
        <source>add: service | reviewer | approver | auditor.</source>
        <translation>add: service | reviewer | approver | auditor.</translation>
    </message>
    <message>
        <source>add: the name recorded with the login&apos;s decisions (default: the login).</source>
        <translation>add: jméno zaznamenané u rozhodnutí loginu (výchozí: login).</translation>
    </message>
    <message>
        <source>team add needs --login</source>
        <translation>team add potřebuje --login</translation>
    </message>
    <message>
        <source>team add needs --role service, reviewer, approver or auditor</source>
        <translation>team add potřebuje --role service, reviewer, approver nebo auditor</translation>
    </message>
    <message>
        <source>team remove needs --login</source>
        <translation>team remove potřebuje --login</translation>
    </message>
    <message>
        <source>unknown team action &apos;%1&apos;</source>
        <translation>neznámá akce týmu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>team roles ready: runledger_service, runledger_reviewer, runledger_approver, runledger_auditor</source>
        <translation>role týmu připraveny: runledger_service, runledger_reviewer, runledger_approver, runledger_auditor</translation>
    </message>
    <message>
        <source>%1 is now %2 on this ledger</source>
        <translation>%1 je nyní v tomto deníku %2</translation>
    </message>
    <message>
        <source>%1 is no longer on this ledger&apos;s team (its decisions stay)</source>
        <translation>%1 už nepatří do týmu tohoto deníku (jeho rozhodnutí zůstávají)</translation>
    </message>
    <message>
        <source>login %1; this ledger has no team: decisions record the name given</source>
        <translation>login %1; tento deník nemá tým: rozhodnutí zaznamenávají zadané jméno</translation>
    </message>
    <message>
        <source>login %1, not on this ledger&apos;s team</source>
        <translation>login %1, není v týmu tohoto deníku</translation>
    </message>
    <message>
        <source>%1 (login %2), %3</source>
        <translation>%1 (login %2), %3</translation>
    </message>
    <message>
        <source>no team yet: decisions record the name given (runledgerctl team add)</source>
        <translation>zatím žádný tým: rozhodnutí zaznamenávají zadané jméno (runledgerctl team add)</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(odebrán)</translation>
    </message>
    <message>
        <source>export every decision with its login, role, rationale and evidence, the chain&apos;s state and last checkpoint</source>
        <translation>exportovat každé rozhodnutí s loginem, rolí, zdůvodněním a důkazem, stav řetězce a poslední kontrolní bod</translation>
    </message>
    <message>
        <source>First day (or moment, ISO 8601, UTC) of decisions to include.</source>
        <translation>První den (nebo okamžik, ISO 8601, UTC) zahrnutých rozhodnutí.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>DATUM</translation>
    </message>
    <message>
        <source>Last day (or moment) of decisions to include.</source>
        <translation>Poslední den (nebo okamžik) zahrnutých rozhodnutí.</translation>
    </message>
    <message>
        <source>--from and --to take a date (2026-12-01) or a moment (2026-12-01T09:30:00Z)</source>
        <translation>--from a --to berou datum (2026-12-01) nebo okamžik (2026-12-01T09:30:00Z)</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) exported to %1</source>
        <translation>
            <numerusform>%n rozhodnutí exportováno do %1</numerusform>
            <numerusform>%n rozhodnutí exportována do %1</numerusform>
            <numerusform>%n rozhodnutí exportováno do %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the chain is broken: %1</source>
        <translation>řetězec je přerušen: %1</translation>
    </message>
    <message>
        <source>countersigning %1&apos;s request: %2</source>
        <translation>spolupodepisuje se žádost od %1: %2</translation>
    </message>
    <message>
        <source>recorded as request #%1: %2</source>
        <translation>zaznamenáno jako žádost č. %1: %2</translation>
    </message>
    <message>
        <source>e-mails delivered, delayed, bounced, failed or suppressed: %1, %2, %3, %4</source>
        <translation>e-maily doručené, zpožděné, odmítnuté, neodeslané nebo potlačené: %1, %2, %3, %4</translation>
    </message>
    <message>
        <source>Runledger audit export</source>
        <translation>Auditní export Runledger</translation>
    </message>
    <message>
        <source>Ledger: %1</source>
        <translation>Deník: %1</translation>
    </message>
    <message>
        <source>Period: %1 to %2</source>
        <translation>Období: %1 až %2</translation>
    </message>
    <message>
        <source>the first decision</source>
        <translation>první rozhodnutí</translation>
    </message>
    <message>
        <source>the last decision</source>
        <translation>poslední rozhodnutí</translation>
    </message>
    <message>
        <source>Exported at %1</source>
        <translation>Exportováno %1</translation>
    </message>
    <message>
        <source>Last anchored checkpoint: none</source>
        <translation>Poslední ukotvený kontrolní bod: žádný</translation>
    </message>
    <message>
        <source>Last anchored checkpoint: entry %1, hash %2, at %3</source>
        <translation>Poslední ukotvený kontrolní bod: záznam %1, hash %2, %3</translation>
    </message>
    <message>
        <source>The decision chain verifies: %1 entries, head %2</source>
        <translation>Řetězec rozhodnutí je ověřen: %1 záznamů, hlava %2</translation>
    </message>
    <message>
        <source>The decision chain is BROKEN: %1</source>
        <translation>Řetězec rozhodnutí je PORUŠEN: %1</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Záznam</translation>
    </message>
    <message>
        <source>Decided at (UTC)</source>
        <translation>Rozhodnuto (UTC)</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Přihlášení</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Rozhodnutí</translation>
    </message>
    <message>
        <source>Operation, step</source>
        <translation>Operace, krok</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Zdůvodnění</translation>
    </message>
    <message>
        <source>Countersigned by</source>
        <translation>Spolupodepsal(a)</translation>
    </message>
    <message>
        <source>%1 (requested)</source>
        <translation>%1 (požádáno)</translation>
    </message>
    <message>
        <source>every decision</source>
        <translation>všechna rozhodnutí</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 až %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Strana %1 z %2</translation>
    </message>
    <message>
        <source>Machine-readable twin of this export</source>
        <translation>Strojově čitelné dvojče tohoto exportu</translation>
    </message>
    <message>
        <source>The export: FILE.csv, FILE.json or FILE.pdf (a document to sign, its JSON attached).</source>
        <translation>Export: SOUBOR.csv, SOUBOR.json nebo SOUBOR.pdf (dokument k podpisu s přiloženým JSON).</translation>
    </message>
    <message>
        <source>audit needs --out FILE.csv, FILE.json or FILE.pdf</source>
        <translation>audit potřebuje --out SOUBOR.csv, SOUBOR.json nebo SOUBOR.pdf</translation>
    </message>
    <message>
        <source>cannot lay the PDF out: %1</source>
        <translation>PDF nelze vysázet: %1</translation>
    </message>
    <message>
        <source>the targets&apos; last probes could not be read: %1</source>
        <translation>poslední zkoušky cílů nešlo přečíst: %1</translation>
    </message>
    <message>
        <source>Points in Shopify&apos;s cost bucket (default 2000).</source>
        <translation>Body v kbelíku nákladů Shopify (výchozí 2000).</translation>
    </message>
    <message>
        <source>Points Shopify&apos;s cost bucket restores per second (default 100).</source>
        <translation>Body, které kbelík nákladů Shopify obnoví za sekundu (výchozí 100).</translation>
    </message>
    <message>
        <source>--shopify-bucket needs a number of at least 1 and --shopify-restore-rate one above 0</source>
        <translation>--shopify-bucket potřebuje číslo alespoň 1 a --shopify-restore-rate číslo větší než 0</translation>
    </message>
    <message>
        <source>Run the six cases on the flow &quot;order, voucher, e-mail with its code&quot;: the voucher is the first step (the sandbox&apos;s Stripe emulation, or the configuration&apos;s first voucher target).</source>
        <translation>Spustit šest případů na toku &quot;objednávka, poukázka, e-mail s jejím kódem&quot;: poukázka je prvním krokem (emulace Stripe v sandboxu, nebo první cíl poukázek v konfiguraci).</translation>
    </message>
    <message>
        <source>vouchers created: %1, each once</source>
        <translation>vytvořené poukázky: %1, každá jednou</translation>
    </message>
    <message>
        <source>vouchers created: %1, some code more than once</source>
        <translation>vytvořené poukázky: %1, některý kód víckrát než jednou</translation>
    </message>
    <message>
        <source>the same code again: refused as taken, no second voucher</source>
        <translation>stejný kód znovu: odmítnut jako obsazený, žádná druhá poukázka</translation>
    </message>
    <message>
        <source>canary codes removed again: %1</source>
        <translation>testovací kódy opět odstraněny: %1</translation>
    </message>
    <message>
        <source>clock: this machine&apos;s clock is %1; the ledger&apos;s clock decides, and nothing is resent nor called not executed from here until it is right</source>
        <translation>hodiny: hodiny tohoto počítače jsou %1; rozhodují hodiny ledgeru a odsud se nic znovu neodešle ani neprohlásí za neprovedené, dokud nebudou správně</translation>
    </message>
    <message>
        <source>clock: this machine&apos;s clock agrees with the ledger database&apos;s again (%1)</source>
        <translation>hodiny: hodiny tohoto počítače se opět shodují s hodinami databáze ledgeru (%1)</translation>
    </message>
    <message>
        <source>this ledger was restored at %1 from a backup taken at %2: %3 steps were rechecked, and until %4 every step is looked up at its target before its first attempt</source>
        <translation>tento ledger byl obnoven %1 ze zálohy pořízené %2: %3 kroků bylo znovu zkontrolováno a do %4 se každý krok před prvním pokusem vyhledá u svého cíle</translation>
    </message>
    <message>
        <source>copy the ledger while it is in use (SQLite&apos;s online backup; pg_dump on a snapshot), marked as a backup</source>
        <translation>zkopírovat ledger za běhu (online záloha SQLite; pg_dump nad snímkem), označený jako záloha</translation>
    </message>
    <message>
        <source>put a backup back in service: steps it caught in flight are looked up before anything is sent</source>
        <translation>vrátit zálohu do provozu: kroky zachycené uprostřed provádění se vyhledají dřív, než se cokoli odešle</translation>
    </message>
    <message>
        <source>restored:                   %1</source>
        <translation>obnoveno:                   %1</translation>
    </message>
    <message>
        <source>clock:                      this machine&apos;s clock is %1</source>
        <translation>hodiny:                     hodiny tohoto stroje jdou %1</translation>
    </message>
    <message>
        <source>restored at %1 from a backup taken at %2; %3 steps were rechecked</source>
        <translation>obnoveno %1 ze zálohy pořízené %2; %3 kroků bylo znovu zkontrolováno</translation>
    </message>
    <message>
        <source>; until %1 every step is looked up at its target before its first attempt</source>
        <translation>; do %1 se každý krok před prvním pokusem vyhledá u svého cíle</translation>
    </message>
    <message>
        <source>The backup file to write (it must not exist). SQLite: a ledger file; PostgreSQL: a psql script made by pg_dump.</source>
        <translation>Soubor zálohy, který se zapíše (nesmí existovat). SQLite: soubor ledgeru; PostgreSQL: skript pro psql vytvořený pg_dump.</translation>
    </message>
    <message>
        <source>backup needs --out FILE</source>
        <translation>backup potřebuje --out SOUBOR</translation>
    </message>
    <message>
        <source>%1 exists already; a backup is never written over a file</source>
        <translation>%1 už existuje; záloha nikdy nepřepisuje soubor</translation>
    </message>
    <message>
        <source>the backup %1 cannot be opened: %2</source>
        <translation>zálohu %1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>the backup %1 does not verify: %2</source>
        <translation>záloha %1 neprošla kontrolou: %2</translation>
    </message>
    <message>
        <source>pg_dump is not installed (Debian package postgresql-client)</source>
        <translation>pg_dump není nainstalován (balíček Debianu postgresql-client)</translation>
    </message>
    <message>
        <source>pg_dump failed (exit code %1); nothing was kept</source>
        <translation>pg_dump selhal (návratový kód %1); nic nebylo ponecháno</translation>
    </message>
    <message>
        <source>backup of %1 as of %2 written to %3 (decision chain at entry %4, %5)</source>
        <translation>záloha %1 ke stavu %2 zapsána do %3 (řetězec rozhodnutí u záznamu %4, %5)</translation>
    </message>
    <message>
        <source>The backup to restore (made by runledgerctl backup).</source>
        <translation>Záloha k obnovení (vytvořená runledgerctl backup).</translation>
    </message>
    <message>
        <source>restore needs --from FILE and --ledger PATH (a file that does not exist yet, or an empty PostgreSQL database)</source>
        <translation>restore potřebuje --from SOUBOR a --ledger CESTA (soubor, který ještě neexistuje, nebo prázdnou databázi PostgreSQL)</translation>
    </message>
    <message>
        <source>no backup at %1</source>
        <translation>v %1 není žádná záloha</translation>
    </message>
    <message>
        <source>%1 exists; restore writes a new file only (move the old ledger and its -wal and -shm files aside first)</source>
        <translation>%1 existuje; restore zapisuje jen nový soubor (starý ledger a jeho soubory -wal a -shm nejdřív odložte stranou)</translation>
    </message>
    <message>
        <source>%1 is not a backup of a ledger: %2</source>
        <translation>%1 není záloha ledgeru: %2</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3</source>
        <translation>%1 nelze zkopírovat do %2: %3</translation>
    </message>
    <message>
        <source>%1 holds a ledger already; restore into a new, empty database</source>
        <translation>%1 už obsahuje ledger; obnovte do nové, prázdné databáze</translation>
    </message>
    <message>
        <source>psql is not installed (Debian package postgresql-client)</source>
        <translation>psql není nainstalován (balíček Debianu postgresql-client)</translation>
    </message>
    <message>
        <source>psql could not load %1 (exit code %2); nothing was restored</source>
        <translation>psql nemohl načíst %1 (návratový kód %2); nic nebylo obnoveno</translation>
    </message>
    <message>
        <source>%1 holds no backup marker: it was not made by runledgerctl backup</source>
        <translation>%1 nemá značku zálohy: nevznikl příkazem runledgerctl backup</translation>
    </message>
    <message numerus="yes">
        <source>the restored ledger verifies: %n decision(s), head %1</source>
        <translation>
            <numerusform>obnovený ledger prošel kontrolou: %n rozhodnutí, hlava %1</numerusform>
            <numerusform>obnovený ledger prošel kontrolou: %n rozhodnutí, hlava %1</numerusform>
            <numerusform>obnovený ledger prošel kontrolou: %n rozhodnutí, hlava %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the restored ledger does not verify: %1</source>
        <translation>obnovený ledger neprošel kontrolou: %1</translation>
    </message>
    <message>
        <source>e-mails marked as spam:     %1 (delivered, and counted there too)</source>
        <translation>e-maily označené jako spam: %1 (doručené, a započtené i tam)</translation>
    </message>
    <message>
        <source>  looking at it: %1 since %2 (until %3)</source>
        <translation>  prohlíží si ji: %1 od %2 (do %3)</translation>
    </message>
    <message>
        <source>    held by %1 until %2</source>
        <translation>    drží %1 do %2</translation>
    </message>
    <message>
        <source>  e-mail of step %1: %2%3</source>
        <translation>  e-mail kroku %1: %2%3</translation>
    </message>
    <message>
        <source>%1 (login %2)</source>
        <translation>%1 (přihlášení %2)</translation>
    </message>
    <message>
        <source>intake on port %1, %2</source>
        <translation>příjem na portu %1, %2</translation>
    </message>
    <message>
        <source>runner started</source>
        <translation>runner spuštěn</translation>
    </message>
    <message>
        <source>no runner</source>
        <translation>bez runneru</translation>
    </message>
    <message>
        <source>accepted by the mail service</source>
        <translation>přijato poštovní službou</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>neodesláno</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>odesláno</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>zpožděno</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>doručeno</translation>
    </message>
    <message>
        <source>delivered, then marked as spam</source>
        <translation>doručeno, poté označeno jako spam</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>nedoručitelné</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>potlačeno</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>selhalo</translation>
    </message>
    <message>
        <source>the sandbox is the program runledger-sandbox, which is not installed next to runledgerctl or on the PATH (Debian: it comes with the runledger package)</source>
        <translation>sandbox je program runledger-sandbox, který není nainstalován vedle runledgerctl ani v PATH (Debian: je součástí balíčku runledger)</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 nelze spustit: %2</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Zkuste &apos;%1 --help&apos;.</translation>
    </message>
    <message>
        <source>Say only where it listens, not every request.</source>
        <translation>Hlásit jen, kde naslouchá, ne každý požadavek.</translation>
    </message>
    <message>
        <source>Run against the first crm and mail targets of this configuration (default: the built-in sandbox, runledger-sandbox). With the sandbox admin API all six cases run; against real targets the four that need no fault, plus the probe.</source>
        <translation>Spustit proti prvnímu CRM a poštovnímu cíli této konfigurace (výchozí: vestavěný sandbox, runledger-sandbox). S administračním API sandboxu proběhne všech šest případů; proti skutečným cílům čtyři, které nepotřebují poruchu, a kontrola.</translation>
    </message>
    <message>
        <source>erase one customer&apos;s personal data from every operation (recorded in the chain, which still verifies)</source>
        <translation>vymazat osobní údaje jednoho zákazníka ze všech operací (zapsáno v řetězci, který se dál ověřuje)</translation>
    </message>
    <message>
        <source>export everything the ledger holds on one customer, for an access request</source>
        <translation>exportovat vše, co deník o jednom zákazníkovi obsahuje, pro žádost o přístup</translation>
    </message>
    <message>
        <source>personal data removed:      %1 rows, %2 bytes (retention and erasures)</source>
        <translation>odstraněné osobní údaje: %1 řádků, %2 bajtů (uchování a výmazy)</translation>
    </message>
    <message>
        <source>The customer: an e-mail address, or a Shopify customer id (123 or gid://shopify/Customer/123) with --shop.</source>
        <translation>Zákazník: e-mailová adresa, nebo id zákazníka Shopify (123 nebo gid://shopify/Customer/123) s --shop.</translation>
    </message>
    <message>
        <source>EMAIL|ID</source>
        <translation>E-MAIL|ID</translation>
    </message>
    <message>
        <source>The shop of a Shopify customer id (example.myshopify.com).</source>
        <translation>Obchod id zákazníka Shopify (example.myshopify.com).</translation>
    </message>
    <message>
        <source>DOMAIN</source>
        <translation>DOMÉNA</translation>
    </message>
    <message>
        <source>--customer EMAIL, or --customer ID --shop DOMAIN, is required</source>
        <translation>je nutné --customer E-MAIL, nebo --customer ID --shop DOMÉNA</translation>
    </message>
    <message>
        <source>--customer is neither an e-mail address nor a Shopify customer id with --shop DOMAIN</source>
        <translation>--customer není e-mailová adresa ani id zákazníka Shopify s --shop DOMÉNA</translation>
    </message>
    <message>
        <source>Who erases (recorded). On a team ledger the signed-in login erases: leave it out, or give its display name.</source>
        <translation>Kdo maže (zapisuje se). V týmovém deníku maže přihlášený login: vynechte to, nebo uveďte jeho zobrazované jméno.</translation>
    </message>
    <message>
        <source>Why (recorded forever): the request&apos;s ticket or order number, never the customer&apos;s address.</source>
        <translation>Proč (zapsáno navždy): číslo tiketu nebo objednávky žádosti, nikdy adresa zákazníka.</translation>
    </message>
    <message>
        <source>Only show the operations that hold the customer&apos;s data; erase nothing.</source>
        <translation>Jen ukázat operace s údaji zákazníka; nic nemazat.</translation>
    </message>
    <message>
        <source>--rationale is required: every erasure names a person and a reason</source>
        <translation>--rationale je nutné: každý výmaz uvádí osobu a důvod</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) hold this customer&apos;s data</source>
        <translation>
            <numerusform>%n operace a %1 událost(í) obsahuje údaje tohoto zákazníka</numerusform>
            <numerusform>%n operace a %1 událost(í) obsahují údaje tohoto zákazníka</numerusform>
            <numerusform>%n operací a %1 událost(í) obsahuje údaje tohoto zákazníka</numerusform>
        </translation>
    </message>
    <message>
        <source>  (unresolved)</source>
        <translation>  (nevyřešeno)</translation>
    </message>
    <message>
        <source>erased: %1 rows (%2 bytes) of personal data; chain entry %3</source>
        <translation>vymazáno: %1 řádků (%2 bajtů) osobních údajů; záznam řetězce %3</translation>
    </message>
    <message>
        <source>note: the write-ahead log could not be cut back now (another connection reads); it is at the next checkpoint</source>
        <translation>pozn.: write-ahead log teď nešlo zkrátit (čte jiné spojení); stane se to při dalším checkpointu</translation>
    </message>
    <message>
        <source>%1 exists already; an export is never written over a file</source>
        <translation>%1 už existuje; export nikdy nepřepíše soubor</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) exported to %2</source>
        <translation>
            <numerusform>%n operace a %1 událost(í) exportováno do %2</numerusform>
            <numerusform>%n operace a %1 událost(í) exportovány do %2</numerusform>
            <numerusform>%n operací a %1 událost(í) exportováno do %2</numerusform>
        </translation>
    </message>
    <message>
        <source>What Runledger holds on one customer</source>
        <translation>Co Runledger uchovává o jednom zákazníkovi</translation>
    </message>
    <message>
        <source>Exported at %1. Every operation whose event names the customer, with its steps, content, the targets&apos; answers and the decisions about it; then each event as it was received.</source>
        <translation>Exportováno %1. Každá operace, jejíž událost uvádí zákazníka, s jejími kroky, obsahem, odpověďmi cílů a rozhodnutími o ní; poté každá událost tak, jak byla přijata.</translation>
    </message>
    <message>
        <source>Operation %1</source>
        <translation>Operace %1</translation>
    </message>
    <message>
        <source>State: %1, created %2</source>
        <translation>Stav: %1, vytvořeno %2</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Kind and target</source>
        <translation>Druh a cíl</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Target&apos;s record</source>
        <translation>Záznam cíle</translation>
    </message>
    <message>
        <source>Step %1, content version %2 (%3)</source>
        <translation>Krok %1, verze obsahu %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2 decided %3: %4</source>
        <translation>%1 %2 rozhodl(a) %3: %4</translation>
    </message>
    <message>
        <source>Events as received</source>
        <translation>Události, jak byly přijaty</translation>
    </message>
    <message>
        <source>Runledger access export</source>
        <translation>Export Runledger pro přístup</translation>
    </message>
    <message>
        <source>The export to write, FILE.json or FILE.pdf (a document, its JSON attached); it must not exist, and is readable by you only.</source>
        <translation>Export k zapsání, SOUBOR.json nebo SOUBOR.pdf (dokument s přiloženým JSON); nesmí existovat a je čitelný jen pro vás.</translation>
    </message>
    <message>
        <source>subject-export needs --out FILE.json or FILE.pdf</source>
        <translation>subject-export potřebuje --out SOUBOR.json nebo SOUBOR.pdf</translation>
    </message>
    <message>
        <source>Connections held open at once, long polls included (default %1; never more than the process&apos;s file descriptor limit leaves room for).</source>
        <translation>Spojení držená otevřená současně, včetně dlouhých dotazů (výchozí %1; nikdy víc, než dovolí limit popisovačů souborů procesu).</translation>
    </message>
    <message>
        <source>--max-connections needs a whole number from 16</source>
        <translation>--max-connections potřebuje celé číslo od 16</translation>
    </message>
    <message>
        <source>intake listening on http://%1:%2 (at most %3 connections)</source>
        <translation>příjem naslouchá na http://%1:%2 (nejvýše %3 spojení)</translation>
    </message>
    <message>
        <source>callers told when their operations rest: %1</source>
        <translation>volající, kterým se oznámí, když jejich operace dojdou do klidu: %1</translation>
    </message>
    <message>
        <source>Migrate a ledger of an older schema before serving (otherwise serve refuses it, as status does; take a backup first).</source>
        <translation>Před spuštěním převést deník staršího schématu (jinak jej serve odmítne, stejně jako status; nejprve vytvořte zálohu).</translation>
    </message>
    <message>
        <source>caller %1: %2</source>
        <translation>volající %1: %2</translation>
    </message>
    <message>
        <source>Connections one client address may hold open, and requests one client may have in flight (default %1).</source>
        <translation>Spojení, která smí mít jedna adresa klienta otevřená, a požadavky, které smí mít jeden klient rozpracované (výchozí %1).</translation>
    </message>
    <message>
        <source>A proxy in front of serve (repeatable): its connections are not limited per address, its clients are, by the last address its X-Forwarded-For names (default: none).</source>
        <translation>Proxy před serve (lze opakovat): jeho spojení se neomezují podle adresy, jeho klienti ano, podle poslední adresy v X-Forwarded-For (výchozí: žádný).</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADRESA</translation>
    </message>
    <message>
        <source>--max-per-client needs a whole number ≥ 1</source>
        <translation>--max-per-client potřebuje celé číslo ≥ 1</translation>
    </message>
    <message>
        <source>--trusted-proxy needs an IP address, not %1</source>
        <translation>--trusted-proxy potřebuje IP adresu, ne %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>varování: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s)</source>
        <translation>
            <numerusform>%n operace</numerusform>
            <numerusform>%n operace</numerusform>
            <numerusform>%n operací</numerusform>
        </translation>
    </message>
    <message>
        <source>Who signs the reports: named as the signer on their cover. The run&apos;s own decisions are recorded as Runledger&apos;s automated acceptance run, never under this name.</source>
        <translation>Kdo podepisuje zprávy: uveden na titulní straně jako podepisující. Vlastní rozhodnutí běhu se zaznamenávají jako automatický akceptační test Runledgeru, nikdy pod tímto jménem.</translation>
    </message>
    <message>
        <source>kept the ledger at %1, marked read-only: it is the record the reports&apos; head hash names</source>
        <translation>ledger ponechán v %1 a označen jen pro čtení: je to záznam, jehož hash hlavy zprávy uvádějí</translation>
    </message>
    <message>
        <source>could not mark the kept ledger %1 read-only</source>
        <translation>ponechaný ledger %1 nešlo označit jen pro čtení</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>The PostgreSQL driver for Qt is not installed (Debian package libqt6sql6-psql).</source>
        <translation>Ovladač PostgreSQL pro Qt není nainstalován (balíček Debianu libqt6sql6-psql).</translation>
    </message>
    <message>
        <source>No ledger at %1. Create one with: runledgerctl init --ledger %1</source>
        <translation>V %1 není žádný deník. Vytvořte ho příkazem: runledgerctl init --ledger %1</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 není soubor.</translation>
    </message>
    <message>
        <source>The ledger %1 is read-only; it can be read but not changed.</source>
        <translation>Deník %1 je jen pro čtení; lze ho číst, ale ne měnit.</translation>
    </message>
    <message>
        <source>Cannot open the ledger %1: %2</source>
        <translation>Deník %1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>The ledger %1 is locked by another program; try again when it has finished.</source>
        <translation>Deník %1 je uzamčen jiným programem; zkuste to znovu, až skončí.</translation>
    </message>
    <message>
        <source>The ledger %1 cannot be written (read-only file or folder).</source>
        <translation>Do deníku %1 nelze zapisovat (soubor nebo složka jen pro čtení).</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger or is damaged; restore it from a backup.</source>
        <translation>%1 není deník Runledger nebo je poškozený; obnovte ho ze zálohy.</translation>
    </message>
    <message>
        <source>Ledger error while %1: %2</source>
        <translation>Chyba deníku při %1: %2</translation>
    </message>
    <message>
        <source>configuring the connection</source>
        <translation>nastavování připojení</translation>
    </message>
    <message>
        <source>reading the schema</source>
        <translation>čtení schématu</translation>
    </message>
    <message>
        <source>The ledger %1 was written by a newer Runledger (schema %2, this build knows %3); update Runledger.</source>
        <translation>Deník %1 zapsala novější verze Runledger (schéma %2, tato verze zná %3); aktualizujte Runledger.</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger.</source>
        <translation>%1 není deník Runledger.</translation>
    </message>
    <message>
        <source>reading the schema version</source>
        <translation>čtení verze schématu</translation>
    </message>
    <message>
        <source>creating the migrations table</source>
        <translation>vytváření tabulky migrací</translation>
    </message>
    <message>
        <source>migrating to schema %1</source>
        <translation>převádění na schéma %1</translation>
    </message>
    <message>
        <source>recording migration %1</source>
        <translation>zaznamenávání migrace %1</translation>
    </message>
    <message>
        <source>starting a write</source>
        <translation>zahajování zápisu</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>potvrzování zápisu (commit)</translation>
    </message>
    <message>
        <source>recording an event</source>
        <translation>zaznamenávání události</translation>
    </message>
    <message>
        <source>reading an event</source>
        <translation>čtení události</translation>
    </message>
    <message>
        <source>recording a delivery</source>
        <translation>zaznamenávání doručení</translation>
    </message>
    <message>
        <source>reading an operation</source>
        <translation>čtení operace</translation>
    </message>
    <message>
        <source>creating an operation</source>
        <translation>vytváření operace</translation>
    </message>
    <message>
        <source>creating a step</source>
        <translation>vytváření kroku</translation>
    </message>
    <message>
        <source>reading a step</source>
        <translation>čtení kroku</translation>
    </message>
    <message>
        <source>storing content</source>
        <translation>ukládání obsahu</translation>
    </message>
    <message>
        <source>updating an operation</source>
        <translation>aktualizování operace</translation>
    </message>
    <message>
        <source>recording a hold</source>
        <translation>zaznamenávání pozastavení</translation>
    </message>
    <message>
        <source>closing a hold</source>
        <translation>uzavírání pozastavení</translation>
    </message>
    <message>
        <source>listing runnable steps</source>
        <translation>vypisování spustitelných kroků</translation>
    </message>
    <message>
        <source>listing uncertain steps</source>
        <translation>vypisování nejistých kroků</translation>
    </message>
    <message>
        <source>listing expired reservations</source>
        <translation>vypisování vypršených rezervací</translation>
    </message>
    <message>
        <source>reserving a step</source>
        <translation>rezervování kroku</translation>
    </message>
    <message>
        <source>another worker reserved the step first</source>
        <translation>krok si dříve rezervoval jiný worker</translation>
    </message>
    <message>
        <source>recording an attempt</source>
        <translation>zaznamenávání pokusu</translation>
    </message>
    <message>
        <source>changing a step</source>
        <translation>měnění kroku</translation>
    </message>
    <message>
        <source>the step changed meanwhile; nothing was written</source>
        <translation>krok se mezitím změnil; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>reading an attempt</source>
        <translation>čtení pokusu</translation>
    </message>
    <message>
        <source>finishing an attempt</source>
        <translation>dokončování pokusu</translation>
    </message>
    <message>
        <source>recording evidence</source>
        <translation>zaznamenávání důkazu</translation>
    </message>
    <message>
        <source>storing the target reference</source>
        <translation>ukládání reference v cíli</translation>
    </message>
    <message>
        <source>expiring a reservation</source>
        <translation>rušení vypršené rezervace</translation>
    </message>
    <message>
        <source>storing the lookup result</source>
        <translation>ukládání výsledku vyhledání</translation>
    </message>
    <message>
        <source>recording a reviewer</source>
        <translation>zaznamenávání posuzovatele</translation>
    </message>
    <message>
        <source>reading the chain head</source>
        <translation>čtení začátku řetězce</translation>
    </message>
    <message>
        <source>appending a decision</source>
        <translation>připojování rozhodnutí</translation>
    </message>
    <message>
        <source>no operation %1</source>
        <translation>žádná operace %1</translation>
    </message>
    <message>
        <source>a decision needs a named reviewer</source>
        <translation>rozhodnutí potřebuje jmenovitě uvedeného posuzovatele</translation>
    </message>
    <message>
        <source>a decision needs a rationale</source>
        <translation>rozhodnutí potřebuje zdůvodnění</translation>
    </message>
    <message>
        <source>a reconcile decision needs the lookup&apos;s evidence</source>
        <translation>rozhodnutí o ověření potřebuje důkaz z vyhledání</translation>
    </message>
    <message>
        <source>adopting the target reference</source>
        <translation>převzetí reference v cíli</translation>
    </message>
    <message>
        <source>adopting needs the target&apos;s reference</source>
        <translation>převzetí potřebuje referenci cíle</translation>
    </message>
    <message>
        <source>approving a retry</source>
        <translation>schvalování opakování</translation>
    </message>
    <message>
        <source>%1 has no content version %2</source>
        <translation>%1 nemá verzi obsahu %2</translation>
    </message>
    <message>
        <source>approving content</source>
        <translation>schvalování obsahu</translation>
    </message>
    <message>
        <source>pinning the approved content</source>
        <translation>zafixování schváleného obsahu</translation>
    </message>
    <message>
        <source>assigning needs a reviewer&apos;s name</source>
        <translation>přidělení potřebuje jméno posuzovatele</translation>
    </message>
    <message>
        <source>assigning</source>
        <translation>přidělování</translation>
    </message>
    <message>
        <source>abandoning</source>
        <translation>opouštění</translation>
    </message>
    <message>
        <source>every step is confirmed; there is nothing a new operation could do</source>
        <translation>každý krok je potvrzen; nová operace by neměla co dělat</translation>
    </message>
    <message>
        <source>holding edited content for approval</source>
        <translation>pozdržení upraveného obsahu ke schválení</translation>
    </message>
    <message>
        <source>linking the new operation</source>
        <translation>propojování nové operace</translation>
    </message>
    <message>
        <source>listing operations</source>
        <translation>vypisování operací</translation>
    </message>
    <message>
        <source>counting operations</source>
        <translation>počítání operací</translation>
    </message>
    <message>
        <source>reading steps</source>
        <translation>čtení kroků</translation>
    </message>
    <message>
        <source>no step %1</source>
        <translation>žádný krok %1</translation>
    </message>
    <message>
        <source>reading attempts</source>
        <translation>čtení pokusů</translation>
    </message>
    <message>
        <source>reading evidence</source>
        <translation>čtení důkazů</translation>
    </message>
    <message>
        <source>reading content</source>
        <translation>čtení obsahu</translation>
    </message>
    <message>
        <source>no content version %1</source>
        <translation>žádná verze obsahu %1</translation>
    </message>
    <message>
        <source>reading decisions</source>
        <translation>čtení rozhodnutí</translation>
    </message>
    <message>
        <source>counting</source>
        <translation>počítání</translation>
    </message>
    <message>
        <source>entry %1 follows entry %2: an entry is missing or was inserted</source>
        <translation>záznam %1 následuje po záznamu %2: nějaký záznam chybí nebo byl vložen</translation>
    </message>
    <message>
        <source>entry %1 does not link to the entry before it (removed, inserted or reordered)</source>
        <translation>záznam %1 neodkazuje na záznam před ním (odstraněn, vložen nebo přeházen)</translation>
    </message>
    <message>
        <source>entry %1 was changed after it was written</source>
        <translation>záznam %1 byl po zapsání změněn</translation>
    </message>
    <message>
        <source>reading metrics</source>
        <translation>čtení metrik</translation>
    </message>
    <message>
        <source>preparing the ledger</source>
        <translation>připravování deníku</translation>
    </message>
    <message>
        <source>the recipient &quot;%1&quot; is not one e-mail address</source>
        <translation>příjemce &quot;%1&quot; není jedna e-mailová adresa</translation>
    </message>
    <message>
        <source>listing steps to verify</source>
        <translation>při výpisu kroků k ověření</translation>
    </message>
    <message>
        <source>the step has no confirming lookup due</source>
        <translation>pro krok není naplánováno žádné potvrzující vyhledání</translation>
    </message>
    <message>
        <source>storing the confirming lookup</source>
        <translation>při ukládání potvrzujícího vyhledání</translation>
    </message>
    <message>
        <source>recording a probe</source>
        <translation>při zaznamenání ověření</translation>
    </message>
    <message>
        <source>reading probes</source>
        <translation>při čtení ověření</translation>
    </message>
    <message>
        <source>adopting needs a lookup at the target first</source>
        <translation>převzetí vyžaduje nejprve vyhledání v cíli</translation>
    </message>
    <message>
        <source>the target does not know %1 for this step&apos;s reference: %2</source>
        <translation>cíl nezná %1 pro referenci tohoto kroku: %2</translation>
    </message>
    <message>
        <source>confirming that a step was not executed needs the reviewer&apos;s explicit confirmation</source>
        <translation>potvrzení, že krok nebyl proveden, vyžaduje výslovné potvrzení posuzovatele</translation>
    </message>
    <message>
        <source>confirming not executed needs a lookup at the target first</source>
        <translation>potvrzení neprovedení vyžaduje nejprve vyhledání v cíli</translation>
    </message>
    <message>
        <source>the target has a record for this step&apos;s reference (%1): it was executed; adopt it instead</source>
        <translation>cíl má záznam pro referenci tohoto kroku (%1): byl proveden; převezměte ho místo toho</translation>
    </message>
    <message>
        <source>the target&apos;s search may not show the record before %1; look again then</source>
        <translation>vyhledávání cíle možná záznam ukáže až od %1; vyhledejte pak znovu</translation>
    </message>
    <message>
        <source>the edited content cannot be sent: %1</source>
        <translation>upravený obsah nelze odeslat: %1</translation>
    </message>
    <message>
        <source>finding the e-mail step</source>
        <translation>při hledání kroku e-mailu</translation>
    </message>
    <message>
        <source>recording the delivery</source>
        <translation>při zaznamenání doručení</translation>
    </message>
    <message>
        <source>Ledger error while %1</source>
        <translation>Chyba ledgeru při %1</translation>
    </message>
    <message>
        <source>no event %1</source>
        <translation>žádná událost %1</translation>
    </message>
    <message>
        <source>no attempt %1</source>
        <translation>žádný pokus %1</translation>
    </message>
    <message>
        <source>the reservation has not expired</source>
        <translation>rezervace nevypršela</translation>
    </message>
    <message>
        <source>%1 is an empty file, not a ledger; nothing was written to it. To make it a new ledger: runledgerctl init --ledger %1</source>
        <translation>%1 je prázdný soubor, ne ledger; nic do něj nebylo zapsáno. Nový ledger z něj vytvoříte: runledgerctl init --ledger %1</translation>
    </message>
    <message>
        <source>the ledger file %1 was deleted while in use</source>
        <translation>soubor ledgeru %1 byl za běhu smazán</translation>
    </message>
    <message>
        <source>the ledger file %1 was replaced while in use</source>
        <translation>soubor ledgeru %1 byl za běhu nahrazen</translation>
    </message>
    <message>
        <source>the ledger&apos;s write-ahead log %1-wal was deleted while in use: commits since then are in no file</source>
        <translation>protokol write-ahead %1-wal ledgeru byl za běhu smazán: commity od té doby nejsou v žádném souboru</translation>
    </message>
    <message>
        <source>the ledger&apos;s write-ahead log %1-wal was replaced while in use</source>
        <translation>protokol write-ahead %1-wal ledgeru byl za běhu nahrazen</translation>
    </message>
    <message>
        <source>the ledger file is damaged (the database&apos;s integrity check: %1)</source>
        <translation>soubor ledgeru je poškozen (kontrola integrity databáze: %1)</translation>
    </message>
    <message>
        <source>the decisions&apos; append-only guards were removed (%1)</source>
        <translation>ochrana, která rozhodnutí povoluje jen přidávat, byla odstraněna (%1)</translation>
    </message>
    <message>
        <source>%1; and %2</source>
        <translation>%1; a %2</translation>
    </message>
    <message>
        <source>%1 entries have no sequence number (the first decided at %2 by %3): inserted outside Runledger</source>
        <translation>Záznamy bez pořadového čísla: %1 (první rozhodnut %2, rozhodl %3): vloženy mimo Runledger</translation>
    </message>
    <message>
        <source>%1: entries may since have been changed in ways only an anchored checkpoint can show</source>
        <translation>%1: záznamy mohly být od té doby změněny způsobem, který ukáže jen ukotvený kontrolní bod</translation>
    </message>
    <message>
        <source>checking the ledger file</source>
        <translation>kontrole souboru ledgeru</translation>
    </message>
    <message>
        <source>the ledger file %1 is damaged (the database&apos;s check: %2)</source>
        <translation>soubor ledgeru %1 je poškozen (kontrola databáze: %2)</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger: it holds other tables (%2). Nothing was changed.</source>
        <translation>%1 není ledger Runledgeru: obsahuje jiné tabulky (%2). Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>recording the checkpoint</source>
        <translation>při zaznamenávání kontrolního bodu</translation>
    </message>
    <message>
        <source>reading the last checkpoint</source>
        <translation>při čtení posledního kontrolního bodu</translation>
    </message>
    <message>
        <source>reading deliveries</source>
        <translation>čtení doručení</translation>
    </message>
    <message>
        <source>No ledger at %1.</source>
        <translation>V %1 není žádný deník.</translation>
    </message>
    <message>
        <source>Another writer changed the same rows at the same time while %1; it was tried again and still collided.</source>
        <translation>Jiný zapisovatel změnil tytéž řádky současně při %1; zkusilo se to znovu a stále dochází ke kolizi.</translation>
    </message>
    <message>
        <source>The ledger database is busy: another connection held what %1 needs for over 10 s. Nothing was changed; try again.</source>
        <translation>Databáze deníku je zaneprázdněná: jiné spojení drželo déle než 10 s to, co potřebuje %1. Nic nebylo změněno; zkuste to znovu.</translation>
    </message>
    <message>
        <source>The ledger database took longer than 60 s while %1 and the statement was stopped. Nothing was changed.</source>
        <translation>Databáze deníku potřebovala při %1 déle než 60 s a příkaz byl zastaven. Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>The connection to the ledger database was lost while %1 (%2). Nothing of it was committed.</source>
        <translation>Spojení s databází deníku se přerušilo při %1 (%2). Nic z toho nebylo zapsáno.</translation>
    </message>
    <message>
        <source>locking an operation</source>
        <translation>zamykání operace</translation>
    </message>
    <message>
        <source>waiting for the decision log</source>
        <translation>čekání na záznam rozhodnutí</translation>
    </message>
    <message>
        <source>notifying other processes</source>
        <translation>upozorňování jiných procesů</translation>
    </message>
    <message>
        <source>checking the connection</source>
        <translation>kontrola spojení</translation>
    </message>
    <message>
        <source>compacting the queue counts</source>
        <translation>slučování počtů ve frontách</translation>
    </message>
    <message>
        <source>claiming runnable steps</source>
        <translation>zabírání spustitelných kroků</translation>
    </message>
    <message>
        <source>no answer from the server</source>
        <translation>žádná odpověď serveru</translation>
    </message>
    <message>
        <source>the decisions&apos; append-only guards were changed (%1): they no longer refuse every change</source>
        <translation>Ochrany, které rozhodnutí jen připojují, byly změněny (%1): už neodmítají každou změnu</translation>
    </message>
    <message>
        <source>reading the checkpoints&apos; key</source>
        <translation>při čtení klíče kontrolních bodů</translation>
    </message>
    <message>
        <source>the ledger file %1 was made read-only while in use: nothing more is written to it</source>
        <translation>soubor deníku %1 byl během používání nastaven jen pro čtení: nic dalšího se do něj nezapíše</translation>
    </message>
    <message>
        <source>the folder of the ledger %1 was made read-only while in use: nothing more is written to it</source>
        <translation>složka deníku %1 byla během používání nastavena jen pro čtení: nic dalšího se do ní nezapíše</translation>
    </message>
    <message>
        <source>reading the configuration</source>
        <translation>čtení konfigurace</translation>
    </message>
    <message>
        <source>recording the configuration</source>
        <translation>zaznamenání konfigurace</translation>
    </message>
    <message>
        <source>several records at the target carry this step&apos;s reference (%1): delete all but one of them at the target, then reconcile or adopt the one kept</source>
        <translation>několik záznamů u cíle nese referenci tohoto kroku (%1): u cíle smažte všechny kromě jednoho, pak sesouhlaste nebo převezměte ponechaný</translation>
    </message>
    <message>
        <source>step %1 was sent to %2; this configuration would send it to %3</source>
        <translation>krok %1 byl odeslán na %2; tato konfigurace by ho odeslala na %3</translation>
    </message>
    <message>
        <source>the lookup that found nothing was made at %1, before the target could be expected to show the record (%2); look again</source>
        <translation>vyhledání, které nic nenašlo, proběhlo v %1, dříve než cíl mohl záznam ukázat (%2); vyhledejte znovu</translation>
    </message>
    <message>
        <source>counting held operations</source>
        <translation>počítání pozdržených operací</translation>
    </message>
    <message>
        <source>preparing a hold alert</source>
        <translation>příprava upozornění</translation>
    </message>
    <message>
        <source>claiming a hold alert</source>
        <translation>převzetí upozornění</translation>
    </message>
    <message>
        <source>reading a hold alert</source>
        <translation>čtení upozornění</translation>
    </message>
    <message>
        <source>recording a sent hold alert</source>
        <translation>zaznamenání odeslaného upozornění</translation>
    </message>
    <message>
        <source>postponing a hold alert</source>
        <translation>odložení upozornění</translation>
    </message>
    <message>
        <source>reading holds</source>
        <translation>čtení pozdržení</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s parameter %1 is not one Runledger passes on (%2).</source>
        <translation>Parametr %1 v URL deníku Runledger nepředává (%2).</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s parameter %1 holds a character it may not.</source>
        <translation>Parametr %1 v URL deníku obsahuje nepovolený znak.</translation>
    </message>
    <message>
        <source>The ledger database refused %1: %2</source>
        <translation>Databáze deníku odmítla %1: %2</translation>
    </message>
    <message>
        <source>reading the team&apos;s history</source>
        <translation>při čtení historie týmu</translation>
    </message>
    <message>
        <source>entry %1 (%2) was decided outside the roles: %3; %4 such entries in all</source>
        <translation>záznam %1 (%2) byl rozhodnut mimo role: %3; celkem %4 takových záznamů</translation>
    </message>
    <message>
        <source>a retry of the open step</source>
        <translation>opakování otevřeného kroku</translation>
    </message>
    <message>
        <source>a new approved operation</source>
        <translation>novou schválenou operaci</translation>
    </message>
    <message>
        <source>an approval of content</source>
        <translation>schválení obsahu</translation>
    </message>
    <message>
        <source>a confirmation that the step was not executed</source>
        <translation>potvrzení, že krok nebyl proveden</translation>
    </message>
    <message>
        <source>%1 asked for %2</source>
        <translation>%1 žádá o %2</translation>
    </message>
    <message>
        <source>no request waits for a second reviewer on this operation</source>
        <translation>u této operace nečeká žádná žádost na druhého posuzovatele</translation>
    </message>
    <message>
        <source>%1&apos;s request (%2) waits for a second reviewer: countersign it, turn it down, or let %1 withdraw it first</source>
        <translation>žádost od %1 (%2) čeká na druhého posuzovatele: nejprve ji spolupodepište, zamítněte, nebo ji nechte %1 stáhnout</translation>
    </message>
    <message>
        <source>only %1, who made the request, may withdraw it</source>
        <translation>stáhnout ji smí jen %1, kdo žádost podal</translation>
    </message>
    <message>
        <source>you made this request; a second reviewer (another login) countersigns it or turns it down</source>
        <translation>tuto žádost jste podali vy; druhý posuzovatel (jiné přihlášení) ji spolupodepíše nebo zamítne</translation>
    </message>
    <message>
        <source>reading the request</source>
        <translation>při čtení žádosti</translation>
    </message>
    <message>
        <source>the request %1 cannot be read</source>
        <translation>žádost %1 nelze přečíst</translation>
    </message>
    <message>
        <source>recorded as a request: a second reviewer countersigns it before anything is done</source>
        <translation>zaznamenáno jako žádost: než se cokoli stane, spolupodepíše ji druhý posuzovatel</translation>
    </message>
    <message>
        <source>the request was turned down; the operation waits for another decision</source>
        <translation>žádost byla zamítnuta; operace čeká na jiné rozhodnutí</translation>
    </message>
    <message>
        <source>the request was withdrawn</source>
        <translation>žádost byla stažena</translation>
    </message>
    <message>
        <source>recording the request</source>
        <translation>při zaznamenávání žádosti</translation>
    </message>
    <message>
        <source>closing the request</source>
        <translation>při uzavírání žádosti</translation>
    </message>
    <message>
        <source>counting requests waiting for a second reviewer</source>
        <translation>při počítání žádostí čekajících na druhého posuzovatele</translation>
    </message>
    <message>
        <source>content that cannot be sent: %1</source>
        <translation>obsah, který nelze odeslat: %1</translation>
    </message>
    <message>
        <source>opening the decision</source>
        <translation>při otevírání rozhodnutí</translation>
    </message>
    <message>
        <source>The ledger is open read-only; %1 was not done.</source>
        <translation>Deník je otevřen jen pro čtení; %1 se neprovedlo.</translation>
    </message>
    <message>
        <source>The ledger stopped without saying why.</source>
        <translation>Deník skončil, aniž by uvedl proč.</translation>
    </message>
    <message>
        <source>an event of this batch is neither new nor in the ledger</source>
        <translation>událost této dávky není nová ani není v účetní knize</translation>
    </message>
    <message>
        <source>a step of this batch was not created</source>
        <translation>krok této dávky nebyl vytvořen</translation>
    </message>
    <message>
        <source>The ledger %1 was busy with this program&apos;s other writes for over %2 s; nothing was changed. Try again.</source>
        <translation>Ledger %1 byl déle než %2 s zaneprázdněn jinými zápisy tohoto programu; nic nebylo změněno. Zkuste to znovu.</translation>
    </message>
    <message>
        <source>reading the reference key</source>
        <translation>při čtení referenčního klíče</translation>
    </message>
    <message>
        <source>The ledger %1 has no reference key; it is damaged.</source>
        <translation>Ledger %1 nemá referenční klíč; je poškozený.</translation>
    </message>
    <message>
        <source>The ledger %1 has a damaged reference key.</source>
        <translation>Ledger %1 má poškozený referenční klíč.</translation>
    </message>
    <message>
        <source>Only a SQLite ledger is copied this way; back a PostgreSQL ledger up with runledgerctl backup, which runs pg_dump on a snapshot (docs/operators.md).</source>
        <translation>Takto se kopíruje jen ledger SQLite; ledger PostgreSQL zálohujte pomocí runledgerctl backup, který spouští pg_dump na snímku (docs/operators.md).</translation>
    </message>
    <message>
        <source>%1 exists already; a backup is never written over a file.</source>
        <translation>%1 už existuje; záloha nikdy nepřepisuje soubor.</translation>
    </message>
    <message>
        <source>The backup to %1 failed while %2: %3</source>
        <translation>Záloha do %1 selhala %2: %3</translation>
    </message>
    <message>
        <source>creating the file</source>
        <translation>při vytváření souboru</translation>
    </message>
    <message>
        <source>starting the copy</source>
        <translation>při zahájení kopie</translation>
    </message>
    <message>
        <source>copying the pages</source>
        <translation>při kopírování stránek</translation>
    </message>
    <message>
        <source>reading the copy&apos;s chain head</source>
        <translation>při čtení hlavy řetězce kopie</translation>
    </message>
    <message>
        <source>marking the copy as a backup</source>
        <translation>při označování kopie jako zálohy</translation>
    </message>
    <message>
        <source>closing the copy&apos;s write-ahead log</source>
        <translation>při zavírání žurnálu zápisu kopie</translation>
    </message>
    <message>
        <source>closing the copy</source>
        <translation>při zavírání kopie</translation>
    </message>
    <message>
        <source>A snapshot for pg_dump is PostgreSQL&apos;s; a SQLite ledger is copied directly.</source>
        <translation>Snímek pro pg_dump je záležitostí PostgreSQL; ledger SQLite se kopíruje přímo.</translation>
    </message>
    <message>
        <source>starting the backup&apos;s snapshot</source>
        <translation>při zahájení snímku zálohy</translation>
    </message>
    <message>
        <source>ending the backup&apos;s snapshot</source>
        <translation>při ukončení snímku zálohy</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s schema</source>
        <translation>při čtení schématu ledgeru</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s restores</source>
        <translation>při čtení obnovení ledgeru</translation>
    </message>
    <message>
        <source>closing an attempt the backup left open</source>
        <translation>při uzavírání pokusu, který záloha ponechala otevřený</translation>
    </message>
    <message>
        <source>rechecking a step after a restore</source>
        <translation>při opětovné kontrole kroku po obnovení</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s backups</source>
        <translation>při čtení záloh ledgeru</translation>
    </message>
    <message>
        <source>recording the restore</source>
        <translation>při zaznamenávání obnovení</translation>
    </message>
    <message>
        <source>finding the steps to recheck</source>
        <translation>při hledání kroků k opětovné kontrole</translation>
    </message>
    <message>
        <source>finding the steps to look up first</source>
        <translation>při hledání kroků, které se mají nejprve vyhledat</translation>
    </message>
    <message>
        <source>entry %1 is dated %2, %3 s before the entry it follows (%4): a clock was wrong or the entry was backdated</source>
        <translation>záznam %1 je datován %2, %3 s před záznamem, po kterém následuje (%4): nějaké hodiny šly špatně nebo byl záznam antedatován</translation>
    </message>
    <message>
        <source>the lookup is dated %1, after the ledger&apos;s clock (%2): a machine&apos;s clock is wrong; look again once it is right</source>
        <translation>vyhledání je datováno %1, po hodinách ledgeru (%2): hodiny některého počítače jdou špatně; vyhledejte znovu, až budou správně</translation>
    </message>
    <message>
        <source>this computer&apos;s clock is %1: &quot;not executed&quot; is not recorded from it until its clock is right (set it by NTP)</source>
        <translation>hodiny tohoto počítače jsou %1: &quot;neprovedeno&quot; se z něj nezaznamená, dokud nebudou jeho hodiny správně (nastavte je přes NTP)</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s host %1 cannot be read.</source>
        <translation>Hostitele %1 v URL ledgeru nelze přečíst.</translation>
    </message>
    <message>
        <source>The connection to the ledger database was lost while committing (%1): whether it was committed is not known.</source>
        <translation>Spojení s databází ledgeru se ztratilo při potvrzování (%1): zda bylo potvrzeno, není známo.</translation>
    </message>
    <message>
        <source>reading who looks at the operation</source>
        <translation>při čtení, kdo si operaci prohlíží</translation>
    </message>
    <message>
        <source>noting who looks at the operation</source>
        <translation>při zaznamenání, kdo si operaci prohlíží</translation>
    </message>
    <message>
        <source>releasing the operation</source>
        <translation>při uvolnění operace</translation>
    </message>
    <message>
        <source>checking the ledger for changes</source>
        <translation>kontrole změn v ledgeru</translation>
    </message>
    <message>
        <source>copying the write-ahead log into the ledger</source>
        <translation>přenášení protokolu write-ahead do ledgeru</translation>
    </message>
    <message>
        <source>the write-ahead log was not cut back: this process&apos;s writers did not give a turn</source>
        <translation>protokol write-ahead nebyl zkrácen: zapisovatelé tohoto procesu neuvolnili pořadí</translation>
    </message>
    <message>
        <source>cutting back the write-ahead log</source>
        <translation>zkracování protokolu write-ahead</translation>
    </message>
    <message>
        <source>the ledger holds a value this build does not know (%1 = &apos;%2&apos;); the row is damaged or was written by another program</source>
        <translation>ledger obsahuje hodnotu, kterou tato verze nezná (%1 = &apos;%2&apos;); řádek je poškozený nebo ho zapsal jiný program</translation>
    </message>
    <message>
        <source>the attempt was already finished; its late answer is kept as evidence</source>
        <translation>pokus už byl ukončen; jeho pozdní odpověď se uchovává jako důkaz</translation>
    </message>
    <message>
        <source>keeping a delivery event</source>
        <translation>uchovávání události doručení</translation>
    </message>
    <message>
        <source>reading the delivery events kept</source>
        <translation>čtení uchovaných událostí doručení</translation>
    </message>
    <message>
        <source>attaching a delivery event</source>
        <translation>připojování události doručení</translation>
    </message>
    <message>
        <source>an erasure needs a named reviewer</source>
        <translation>výmaz potřebuje jmenovitě uvedeného posuzovatele</translation>
    </message>
    <message>
        <source>an erasure needs a rationale</source>
        <translation>výmaz potřebuje zdůvodnění</translation>
    </message>
    <message>
        <source>reading the subject key</source>
        <translation>při čtení klíče subjektů</translation>
    </message>
    <message>
        <source>The ledger %1 has no subject key; it is damaged.</source>
        <translation>Deník %1 nemá klíč subjektů; je poškozený.</translation>
    </message>
    <message>
        <source>The ledger %1 has a damaged subject key.</source>
        <translation>Deník %1 má poškozený klíč subjektů.</translation>
    </message>
    <message>
        <source>reading the events to index</source>
        <translation>při čtení událostí k indexování</translation>
    </message>
    <message>
        <source>indexing an event&apos;s subjects</source>
        <translation>při indexování subjektů události</translation>
    </message>
    <message>
        <source>reading the operations made from others</source>
        <translation>při čtení operací vzniklých z jiných</translation>
    </message>
    <message>
        <source>reading the operations&apos; states</source>
        <translation>při čtení stavů operací</translation>
    </message>
    <message>
        <source>finding a customer&apos;s events</source>
        <translation>při hledání událostí zákazníka</translation>
    </message>
    <message>
        <source>finding a customer&apos;s operations</source>
        <translation>při hledání operací zákazníka</translation>
    </message>
    <message>
        <source>finding a shop&apos;s events</source>
        <translation>při hledání událostí obchodu</translation>
    </message>
    <message>
        <source>finding a shop&apos;s operations</source>
        <translation>při hledání operací obchodu</translation>
    </message>
    <message>
        <source>recording what was removed</source>
        <translation>při zápisu odstraněného</translation>
    </message>
    <message>
        <source>removing a signed body</source>
        <translation>při odstraňování podepsaného obsahu</translation>
    </message>
    <message>
        <source>removing rendered content</source>
        <translation>při odstraňování vykresleného obsahu</translation>
    </message>
    <message>
        <source>removing evidence details</source>
        <translation>při odstraňování podrobností důkazů</translation>
    </message>
    <message>
        <source>finding what the retention periods have run out for (%1)</source>
        <translation>při hledání, čemu vypršely doby uchování (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase</source>
        <translation>
            <numerusform>%n operace tohoto zákazníka ještě není vyřešena (%1): nejdřív ji dokončete nebo opusťte, pak mažte</numerusform>
            <numerusform>%n operace tohoto zákazníka ještě nejsou vyřešeny (%1): nejdřív je dokončete nebo opusťte, pak mažte</numerusform>
            <numerusform>%n operací tohoto zákazníka ještě není vyřešeno (%1): nejdřív je dokončete nebo opusťte, pak mažte</numerusform>
        </translation>
    </message>
    <message>
        <source>an operation of this customer is running again (%1); erase once it is resolved</source>
        <translation>operace tohoto zákazníka znovu běží (%1); mažte, až bude vyřešena</translation>
    </message>
    <message>
        <source>reading what was removed</source>
        <translation>při čtení odstraněného</translation>
    </message>
    <message>
        <source>reading Shopify&apos;s compliance requests</source>
        <translation>při čtení žádostí Shopify o soulad</translation>
    </message>
    <message>
        <source>recording Shopify&apos;s compliance requests</source>
        <translation>při zápisu žádostí Shopify o soulad</translation>
    </message>
    <message>
        <source>recording a compliance request&apos;s outcome</source>
        <translation>při zápisu výsledku žádosti o soulad</translation>
    </message>
    <message>
        <source>the rationale contains an e-mail address; a rationale is kept forever: describe the customer by the order number</source>
        <translation>zdůvodnění obsahuje e-mailovou adresu; zdůvodnění se uchovává navždy: popište zákazníka číslem objednávky</translation>
    </message>
    <message>
        <source>the rationale contains a phone number; a rationale is kept forever: describe the customer by the order number</source>
        <translation>zdůvodnění obsahuje telefonní číslo; zdůvodnění se uchovává navždy: popište zákazníka číslem objednávky</translation>
    </message>
    <message>
        <source>opening the erasure</source>
        <translation>při otevírání výmazu</translation>
    </message>
    <message>
        <source>preparing a data request notice</source>
        <translation>při přípravě oznámení o žádosti o údaje</translation>
    </message>
    <message>
        <source>claiming a data request notice</source>
        <translation>při převzetí oznámení o žádosti o údaje</translation>
    </message>
    <message>
        <source>reading a data request notice</source>
        <translation>při čtení oznámení o žádosti o údaje</translation>
    </message>
    <message>
        <source>recording a sent data request notice</source>
        <translation>při zaznamenání odeslaného oznámení o žádosti o údaje</translation>
    </message>
    <message>
        <source>postponing a data request notice</source>
        <translation>při odložení oznámení o žádosti o údaje</translation>
    </message>
    <message>
        <source>recording where an access export is</source>
        <translation>při zaznamenání, kde je export pro přístup k údajům</translation>
    </message>
    <message>
        <source>step %1 changed while its request was being made</source>
        <translation>krok %1 se změnil, zatímco se připravoval jeho požadavek</translation>
    </message>
    <message>
        <source>recording who asked</source>
        <translation>zaznamenávání, kdo žádal</translation>
    </message>
    <message>
        <source>reading who asked for an operation</source>
        <translation>čtení, kdo žádal o operaci</translation>
    </message>
    <message>
        <source>looking for operations that came to rest</source>
        <translation>hledání operací, které došly do klidu</translation>
    </message>
    <message>
        <source>recording a callback</source>
        <translation>zaznamenání zpětného volání</translation>
    </message>
    <message>
        <source>preparing a callback</source>
        <translation>příprava zpětného volání</translation>
    </message>
    <message>
        <source>claiming a callback</source>
        <translation>převzetí zpětného volání</translation>
    </message>
    <message>
        <source>reading a callback</source>
        <translation>čtení zpětného volání</translation>
    </message>
    <message>
        <source>recording a sent callback</source>
        <translation>zaznamenání odeslaného zpětného volání</translation>
    </message>
    <message>
        <source>postponing a callback</source>
        <translation>odložení zpětného volání</translation>
    </message>
    <message>
        <source>reading operations&apos; states</source>
        <translation>čtení stavů operací</translation>
    </message>
    <message>
        <source>the decision was not written: something on the decisions table that the ledger&apos;s schema does not define swallowed it; run runledgerctl verify</source>
        <translation>rozhodnutí nebylo zapsáno: něco na tabulce decisions, co schéma deníku nedefinuje, jej spolklo; spusťte runledgerctl verify</translation>
    </message>
    <message>
        <source>the ledger&apos;s tables carry what its schema does not define (%1): a trigger, rule or policy can change or swallow a write; remove it and verify again</source>
        <translation>tabulky deníku nesou, co jeho schéma nedefinuje (%1): trigger, pravidlo nebo politika může zápis změnit nebo spolknout; odstraňte to a ověřte znovu</translation>
    </message>
    <message>
        <source>The ledger %1 has schema %2 and this Runledger needs schema %3: take a backup, then run runledgerctl init --ledger %1 to migrate it (or start serve with --migrate).</source>
        <translation>Deník %1 má schéma %2 a tento Runledger potřebuje schéma %3: vytvořte zálohu a pak jej převeďte příkazem runledgerctl init --ledger %1 (nebo spusťte serve s --migrate).</translation>
    </message>
</context>
<context>
    <name>LedgerClock</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 ahead of the ledger database&apos;s clock</source>
        <translation>o %1 napřed oproti hodinám databáze ledgeru</translation>
    </message>
    <message>
        <source>%1 behind the ledger database&apos;s clock</source>
        <translation>o %1 pozadu za hodinami databáze ledgeru</translation>
    </message>
</context>
<context>
    <name>OpenLedger</name>
    <message>
        <source>The folder %1 does not exist, so there is no ledger at %2. Check the path, or choose another place.</source>
        <translation>Složka %1 neexistuje, takže na %2 není žádný deník. Zkontrolujte cestu nebo zvolte jiné místo.</translation>
    </message>
    <message>
        <source>There is no ledger at %1.

Create a new, empty ledger there? (If you meant an existing one, check the name and choose No.)</source>
        <translation>Na %1 není žádný deník.

Vytvořit tam nový, prázdný deník? (Pokud jste mysleli existující, zkontrolujte název a zvolte Ne.)</translation>
    </message>
    <message>
        <source>Another program is writing to the ledger %1 right now. Try again in a moment.</source>
        <translation>Do deníku %1 právě zapisuje jiný program. Zkuste to za chvíli znovu.</translation>
    </message>
    <message>
        <source>The ledger %1 is read-only for you: the console needs to be able to record decisions in it.</source>
        <translation>Deník %1 je pro vás jen ke čtení: konzole do něj musí moci zaznamenávat rozhodnutí.</translation>
    </message>
    <message>
        <source>%1 is not a ledger this console can trust: %2</source>
        <translation>%1 není deník, kterému by tato konzole mohla věřit: %2</translation>
    </message>
    <message>
        <source>The ledger %1 was made by a newer version of Runledger. Update Runledger to open it.</source>
        <translation>Deník %1 vytvořila novější verze Runledgeru. Aktualizujte Runledger, abyste ho mohli otevřít.</translation>
    </message>
    <message>
        <source>There is no ledger at %1.</source>
        <translation>Na %1 není žádný deník.</translation>
    </message>
    <message>
        <source>The ledger %1 cannot be opened: %2</source>
        <translation>Deník %1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>The ledger file %1 is read-only for you, so decisions cannot be recorded in it.</source>
        <translation>Soubor deníku %1 je pro vás jen ke čtení, takže do něj nelze zaznamenávat rozhodnutí.</translation>
    </message>
    <message>
        <source>The folder of the ledger %1 is read-only for you, so decisions cannot be recorded in it.</source>
        <translation>Složka deníku %1 je pro vás jen ke čtení, takže do něj nelze zaznamenávat rozhodnutí.</translation>
    </message>
    <message>
        <source>New ledger?</source>
        <translation>Nový deník?</translation>
    </message>
    <message>
        <source>Cannot open the ledger</source>
        <translation>Deník nelze otevřít</translation>
    </message>
    <message>
        <source>

Nothing was changed.</source>
        <translation>

Nic nebylo změněno.</translation>
    </message>
    <message>
        <source>Opening the ledger %1…</source>
        <translation>Otevírá se deník %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Opening the ledger</source>
        <translation>Otevírání deníku</translation>
    </message>
    <message>
        <source>Welcome to the Runledger demo</source>
        <translation>Vítejte v ukázce Runledger</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Posuzovatel</translation>
    </message>
    <message>
        <source>Runledger makes sure a marketing automation does each thing once — one CRM task, one e-mail, one voucher — even when a webhook arrives twice or a request times out. Where it cannot tell whether something happened, it holds the operation for a person to decide.

The demo plays six such cases against a sandbox CRM and mail service on this computer (nothing leaves it); then the console shows what is held for you.

Your name, recorded on every decision you make (leave empty to look without deciding):</source>
        <translation>Runledger zajišťuje, že marketingová automatizace udělá každou věc jednou — jeden úkol v CRM, jeden e-mail, jeden voucher — i když webhook přijde dvakrát nebo požadavek vyprší. Kde nedokáže říct, zda se něco stalo, podrží operaci, aby rozhodl člověk.

Ukázka přehraje šest takových případů proti sandboxovému CRM a poštovní službě na tomto počítači (nic jej neopustí); potom konzole ukáže, co čeká na vás.

Vaše jméno, zaznamenané u každého vašeho rozhodnutí (nechte prázdné, chcete-li se jen dívat):</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision you make
(leave empty to look without deciding):</source>
        <translation>Vaše jméno, zaznamenané u každého vašeho rozhodnutí
(nechte prázdné, chcete-li se jen dívat):</translation>
    </message>
    <message>
        <source>&amp;Start the demo</source>
        <translation>&amp;Spustit ukázku</translation>
    </message>
</context>
<context>
    <name>OperationRules</name>
    <message>
        <source>a new operation already replaces this one</source>
        <translation>tuto operaci už nahrazuje nová operace</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight; wait for its outcome</source>
        <translation>probíhá pokus o %1; počkejte na jeho výsledek</translation>
    </message>
    <message>
        <source>%1 is unresolved: the target may already have acted. Reconcile it or confirm it was not executed before starting a new operation</source>
        <translation>%1 není vyřešen: cíl už možná jednal. Ověřte ho v cíli nebo potvrďte, že nebyl proveden, než spustíte novou operaci</translation>
    </message>
    <message>
        <source>a new approved operation may replace this one</source>
        <translation>tuto operaci smí nahradit nová schválená operace</translation>
    </message>
    <message>
        <source>the operation was already abandoned</source>
        <translation>operace už byla opuštěna</translation>
    </message>
    <message>
        <source>every step is confirmed; there is nothing left to abandon</source>
        <translation>každý krok je potvrzen; není co opustit</translation>
    </message>
    <message>
        <source>the open steps will be abandoned</source>
        <translation>otevřené kroky budou opuštěny</translation>
    </message>
    <message>
        <source>assign a responsible reviewer</source>
        <translation>přidělit odpovědného posuzovatele</translation>
    </message>
    <message>
        <source>the operation was abandoned</source>
        <translation>operace byla opuštěna</translation>
    </message>
    <message>
        <source>every step is confirmed; confirmed steps are never executed again</source>
        <translation>každý krok je potvrzen; potvrzené kroky se nikdy neprovádějí znovu</translation>
    </message>
    <message>
        <source>unknown decision</source>
        <translation>neznámé rozhodnutí</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target. Nothing will be sent again.</source>
        <translation>Každý krok potvrdil jeho cíl. Nic se nebude odesílat znovu.</translation>
    </message>
    <message>
        <source>A reviewer abandoned this operation. Its open steps will not run.</source>
        <translation>Posuzovatel tuto operaci opustil. Její otevřené kroky se neprovedou.</translation>
    </message>
    <message>
        <source>A reviewer replaced this operation with a new approved one (%1). Nothing more happens here.</source>
        <translation>Posuzovatel tuto operaci nahradil novou schválenou operací (%1). Zde se už nic nestane.</translation>
    </message>
    <message>
        <source>The mail service</source>
        <translation>Poštovní služba</translation>
    </message>
    <message>
        <source>The CRM</source>
        <translation>Systém CRM</translation>
    </message>
    <message>
        <source>sent the e-mail</source>
        <translation>odeslala e-mail</translation>
    </message>
    <message>
        <source>created the task</source>
        <translation>vytvořil úkol</translation>
    </message>
    <message>
        <source> Steps before it are confirmed and will not be repeated.</source>
        <translation> Kroky před ním jsou potvrzené a nebudou se opakovat.</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1 waits for its content to be approved.%2 Approve the content version to let it run.</source>
        <translation>%1 čeká na schválení svého obsahu.%2 Schvalte verzi obsahu, aby se mohl provést.</translation>
    </message>
    <message>
        <source>The runner is working on %1.%2 No decision is needed.</source>
        <translation>Runner pracuje na %1.%2 Žádné rozhodnutí není potřeba.</translation>
    </message>
    <message>
        <source>%1 got no clear answer after the request was sent%2. %3 may have %4. Reconcile before anything else.%5</source>
        <translation>%1 nedostal po odeslání požadavku jasnou odpověď%2. %3 možná už %4. Nejdříve ověřte stav v cíli.%5</translation>
    </message>
    <message>
        <source>%1 failed before reaching the target %2 times%3; nothing was done there. Approve a retry, start a new approved operation, or abandon.%4</source>
        <translation>%1 selhal %2krát dříve, než dosáhl cíle%3; v cíli se nic nestalo. Schvalte opakování, spusťte novou schválenou operaci, nebo ji opusťte.%4</translation>
    </message>
    <message>
        <source>%1 is known not to have been executed. Approve a retry of this step, start a new approved operation, or abandon.%2</source>
        <translation>O %1 je známo, že nebyl proveden. Schvalte opakování tohoto kroku, spusťte novou schválenou operaci, nebo ji opusťte.%2</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2. %3 may have %4, and it cannot confirm anything automatically. Check it by hand, then adopt its record or confirm the step was not executed.%5</source>
        <translation>%1 nedostal jasnou odpověď%2. %3 možná už %4 a nemůže nic potvrdit automaticky. Zkontrolujte to ručně a pak převezměte jeho záznam nebo potvrďte, že krok nebyl proveden.%5</translation>
    </message>
    <message>
        <source>Several records at the target carry the reference of %1. Adopt the right record or confirm the step was not executed.%2</source>
        <translation>Referenci %1 nese v cíli více záznamů. Převezměte správný záznam nebo potvrďte, že krok nebyl proveden.%2</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2 and the lookups settled nothing. %3 may have %4. Reconcile again, adopt its record, or confirm the step was not executed.%5</source>
        <translation>%1 nedostal jasnou odpověď%2 a vyhledávání nic nerozhodla. %3 možná už %4. Ověřte znovu, převezměte jeho záznam nebo potvrďte, že krok nebyl proveden.%5</translation>
    </message>
    <message>
        <source>no step waits for a content approval</source>
        <translation>žádný krok nečeká na schválení obsahu</translation>
    </message>
    <message>
        <source>%1 got no clear answer after the request was sent%2. %3 may have %4, or may still do so until %5: Runledger keeps looking it up and sends nothing meanwhile.%6</source>
        <translation>%1 nedostal po odeslání požadavku jasnou odpověď%2. %3 možná %4, nebo to ještě udělá do %5: Runledger dál vyhledává a mezitím nic neodesílá.%6</translation>
    </message>
    <message>
        <source>%1 exists more than once at the target (%2 records carry its one reference): a duplicate there. Keep one, delete the others at the target, then adopt the one kept.%3</source>
        <translation>%1 existuje v cíli víckrát (%2 záznamů nese jeho jedinou referenci): duplicita. Ponechte jeden, ostatní v cíli smažte a ponechaný převezměte.%3</translation>
    </message>
    <message>
        <source> An earlier request may still act at the target until %1: nothing can be recorded as not executed before then.</source>
        <translation> Dřívější požadavek může v cíli jednat ještě do %1: do té doby nelze nic zaznamenat jako neprovedené.</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target, but the mail service reports that the e-mail of %1 %2. It is not resent automatically: check the recipient&apos;s address with the customer.</source>
        <translation>Každý krok je potvrzen svým cílem, ale poštovní služba hlásí, že e-mail %1 %2. Znovu se automaticky neodešle: ověřte adresu se zákazníkem.</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>byl vrácen</translation>
    </message>
    <message>
        <source>every step is confirmed; a new operation would have nothing to do</source>
        <translation>každý krok je potvrzen; nová operace by neměla co dělat</translation>
    </message>
    <message>
        <source>the operation was abandoned; nobody needs to be responsible for it</source>
        <translation>operace byla opuštěna; nikdo za ni nemusí odpovídat</translation>
    </message>
    <message>
        <source>every step is confirmed; nobody needs to be responsible for it</source>
        <translation>každý krok je potvrzen; nikdo za ni nemusí odpovídat</translation>
    </message>
    <message>
        <source>could not be sent</source>
        <translation>nemohl být odeslán</translation>
    </message>
    <message>
        <source>was suppressed (the address is on its suppression list)</source>
        <translation>byl potlačen (adresa je na seznamu potlačených adres)</translation>
    </message>
    <message>
        <source>%1 was never sent: its content cannot be sent as it is (see the step&apos;s evidence). Start a new approved operation with edited content, or abandon.%2</source>
        <translation>%1 nebyl nikdy odeslán: jeho obsah nelze odeslat tak, jak je (viz doklady kroku). Spusťte novou schválenou operaci s upraveným obsahem, nebo ji opusťte.%2</translation>
    </message>
    <message>
        <source>%1 (in less than a minute)</source>
        <translation>%1 (za méně než minutu)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n minute(s))</source>
        <translation>
            <numerusform>%1 (za %n minutu)</numerusform>
            <numerusform>%1 (za %n minuty)</numerusform>
            <numerusform>%1 (za %n minut)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n hour(s))</source>
        <translation>
            <numerusform>%1 (za %n hodinu)</numerusform>
            <numerusform>%1 (za %n hodiny)</numerusform>
            <numerusform>%1 (za %n hodin)</numerusform>
        </translation>
    </message>
    <message>
        <source>The shop</source>
        <translation>Obchod</translation>
    </message>
    <message>
        <source>created the voucher</source>
        <translation>vytvořil poukázku</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target. The e-mail of %1 was delivered, and the recipient marked it as spam: send this customer nothing more without their consent.</source>
        <translation>Každý krok je potvrzen svým cílem. E-mail z %1 byl doručen a příjemce jej označil jako spam: neposílejte tomuto zákazníkovi nic dalšího bez jeho souhlasu.</translation>
    </message>
    <message>
        <source> The target&apos;s search may not show its record before %1: nothing can be recorded as not executed before then.</source>
        <translation> Vyhledávání cíle nemusí záznam ukázat dříve než v %1: do té doby nelze nic zaznamenat jako neprovedené.</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2, and the target has since forgotten the request (it remembers one only for a while), so sending it again could act twice. %3 may have %4; its search found nothing clear. Check it, then adopt its record or confirm the step was not executed.%5</source>
        <translation>%1 nedostal jasnou odpověď%2 a cíl mezitím požadavek zapomněl (pamatuje si ho jen chvíli), takže opětovné odeslání by mohlo působit dvakrát. %3 možná už %4; vyhledávání nenašlo nic jasného. Zkontrolujte to a pak převezměte jeho záznam nebo potvrďte, že krok nebyl proveden.%5</translation>
    </message>
</context>
<context>
    <name>PersonalData</name>
    <message>
        <source>the event&apos;s signed body</source>
        <translation>podepsaný obsah události</translation>
    </message>
    <message>
        <source>rendered content</source>
        <translation>vykreslený obsah</translation>
    </message>
    <message>
        <source>the targets&apos; answers in detail</source>
        <translation>odpovědi cílů podrobně</translation>
    </message>
    <message numerus="yes">
        <source>Personal data removed by the retention period on %1: %2, %n row(s)</source>
        <translation>
            <numerusform>Osobní údaje odstraněny po uplynutí doby uchování dne %1: %2, %n řádek</numerusform>
            <numerusform>Osobní údaje odstraněny po uplynutí doby uchování dne %1: %2, %n řádky</numerusform>
            <numerusform>Osobní údaje odstraněny po uplynutí doby uchování dne %1: %2, %n řádků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal data erased on request on %1 (decision #%2): %3, %n row(s)</source>
        <translation>
            <numerusform>Osobní údaje vymazány na žádost dne %1 (rozhodnutí #%2): %3, %n řádek</numerusform>
            <numerusform>Osobní údaje vymazány na žádost dne %1 (rozhodnutí #%2): %3, %n řádky</numerusform>
            <numerusform>Osobní údaje vymazány na žádost dne %1 (rozhodnutí #%2): %3, %n řádků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal data erased at the shop&apos;s request (%1) on %2 (decision #%3): %4, %n row(s)</source>
        <translation>
            <numerusform>Osobní údaje vymazány na žádost obchodu (%1) dne %2 (rozhodnutí #%3): %4, %n řádek</numerusform>
            <numerusform>Osobní údaje vymazány na žádost obchodu (%1) dne %2 (rozhodnutí #%3): %4, %n řádky</numerusform>
            <numerusform>Osobní údaje vymazány na žádost obchodu (%1) dne %2 (rozhodnutí #%3): %4, %n řádků</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message>
        <source>Created by runledgerctl probe to check what this target does with idempotency keys and lookups. Safe to delete.</source>
        <translation>Vytvořeno příkazem runledgerctl probe k ověření, co tento cíl dělá s klíči idempotence a vyhledáním. Lze smazat.</translation>
    </message>
    <message>
        <source>the target did not create the canary: %1</source>
        <translation>cíl zkušební záznam nevytvořil: %1</translation>
    </message>
    <message>
        <source>declares protected_create, but the same key and parameters created a second record: the target ignores the key (declare %1)</source>
        <translation>deklaruje protected_create, ale stejný klíč a parametry vytvořily druhý záznam: cíl klíč ignoruje (deklarujte %1)</translation>
    </message>
    <message>
        <source>declares protected_create, but the same key with other parameters was not refused (HTTP %1)</source>
        <translation>deklaruje protected_create, ale stejný klíč s jinými parametry nebyl odmítnut (HTTP %1)</translation>
    </message>
    <message>
        <source>declares a lookup, but the canary was not found by its reference within %1 s</source>
        <translation>deklaruje vyhledání, ale zkušební záznam nebyl podle své reference nalezen do %1 s</translation>
    </message>
    <message>
        <source>a lookup %1 ms after the create still did not show the canary; the profile&apos;s settle_ms is %2</source>
        <translation>vyhledání %1 ms po vytvoření zkušební záznam ještě neukázalo; settle_ms profilu je %2</translation>
    </message>
    <message>
        <source>the lookup found %1 records for one reference</source>
        <translation>vyhledání našlo %1 záznamů pro jednu referenci</translation>
    </message>
    <message>
        <source>Runledger target probe</source>
        <translation>Ověření cílů Runledger</translation>
    </message>
    <message>
        <source>Probed at</source>
        <translation>Ověřeno</translation>
    </message>
    <message>
        <source>Declared capability</source>
        <translation>Deklarovaná schopnost</translation>
    </message>
    <message>
        <source>Observed capability</source>
        <translation>Zjištěná schopnost</translation>
    </message>
    <message>
        <source>not probed: %1</source>
        <translation>neověřeno: %1</translation>
    </message>
    <message>
        <source>Same key and parameters</source>
        <translation>Stejný klíč a parametry</translation>
    </message>
    <message>
        <source>one record%1</source>
        <translation>jeden záznam%1</translation>
    </message>
    <message>
        <source>, replay marker</source>
        <translation>, značka opakování</translation>
    </message>
    <message>
        <source>a second record</source>
        <translation>druhý záznam</translation>
    </message>
    <message>
        <source>Same key, other parameters</source>
        <translation>Stejný klíč, jiné parametry</translation>
    </message>
    <message>
        <source>refused (HTTP %1)</source>
        <translation>odmítnuto (HTTP %1)</translation>
    </message>
    <message>
        <source>not refused (HTTP %1)</source>
        <translation>neodmítnuto (HTTP %1)</translation>
    </message>
    <message>
        <source>Lookup by reference</source>
        <translation>Vyhledání podle reference</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nenalezeno</translation>
    </message>
    <message>
        <source>Canary records (safe to delete)</source>
        <translation>Zkušební záznamy (lze smazat)</translation>
    </message>
    <message>
        <source>the profile holds: declared %1, observed %2</source>
        <translation>profil platí: deklarováno %1, zjištěno %2</translation>
    </message>
    <message numerus="yes">
        <source>found %n record(s) after %1 ms (declared settle %2 ms)</source>
        <translation>
            <numerusform>nalezen %n záznam po %1 ms (uvedeno %2 ms)</numerusform>
            <numerusform>nalezeny %n záznamy po %1 ms (uvedeno %2 ms)</numerusform>
            <numerusform>nalezeno %n záznamů po %1 ms (uvedeno %2 ms)</numerusform>
        </translation>
    </message>
    <message>
        <source>the target&apos;s client was closed before the probe finished</source>
        <translation>klient cíle byl zavřen dříve, než test skončil</translation>
    </message>
    <message>
        <source>the same code was sent twice and not refused as taken: the target does not keep its codes unique, which is what protects a voucher there</source>
        <translation>stejný kód byl odeslán dvakrát a nebyl odmítnut jako obsazený: cíl neudržuje své kódy jedinečné, a právě to tam poukázku chrání</translation>
    </message>
    <message>
        <source>the canary %1 could not be removed (HTTP %2): remove it by hand</source>
        <translation>testovací záznam %1 nešlo odstranit (HTTP %2): odstraňte jej ručně</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Runledger</source>
        <translation>Runledger</translation>
    </message>
    <message>
        <source>Demo reviewer</source>
        <translation>Ukázkový posuzovatel</translation>
    </message>
    <message>
        <source>Preparing the demo: playing the six acceptance cases against the sandbox…</source>
        <translation>Příprava ukázky: šest akceptačních případů běží proti sandboxu…</translation>
    </message>
    <message>
        <source>Runledger demo</source>
        <translation>Ukázka Runledger</translation>
    </message>
    <message>
        <source>Case %1 of 6 done: %2</source>
        <translation>Případ %1 ze 6 hotov: %2</translation>
    </message>
    <message>
        <source>Cannot read the configuration</source>
        <translation>Konfiguraci nelze přečíst</translation>
    </message>
    <message>
        <source>About Runledger</source>
        <translation>O aplikaci Runledger</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Runledger %1&lt;/h3&gt;&lt;p&gt;Every marketing automation&apos;s action is an operation with a stable id; nothing is sent twice, and what no evidence settles waits for a named reviewer.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Runledger %1&lt;/h3&gt;&lt;p&gt;Každá akce marketingové automatizace je operace se stálým id; nic se neodešle dvakrát a co žádný důkaz nerozhodne, čeká na jmenovaného kontrolora.&lt;/p&gt;&lt;p&gt;Sestaveno s Qt %2 (běží na Qt %3).&lt;/p&gt;&lt;p&gt;Licencováno pod GNU General Public License, verze 3 nebo novější.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Runledger manual</source>
        <translation>Příručka Runledger</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Co dělají</translation>
    </message>
    <message>
        <source>In a decision dialog: record the decision</source>
        <translation>V dialogu rozhodnutí: zaznamenat rozhodnutí</translation>
    </message>
    <message>
        <source>In a decision dialog: cancel (asks first when you typed something)</source>
        <translation>V dialogu rozhodnutí: zrušit (nejdřív se zeptá, pokud jste něco napsali)</translation>
    </message>
    <message>
        <source>In a decision dialog: next field; from the rationale to Record decision</source>
        <translation>V dialogu rozhodnutí: další pole; z odůvodnění na Zaznamenat rozhodnutí</translation>
    </message>
    <message>
        <source>Confirm not executed: tick &quot;I checked the target&quot;</source>
        <translation>Potvrdit neprovedení: zaškrtnout „Zkontroloval(a) jsem cíl“</translation>
    </message>
    <message>
        <source>Confirm not executed: send the step again, or not</source>
        <translation>Potvrdit neprovedení: krok odeslat znovu, nebo ne</translation>
    </message>
    <message>
        <source>Adopt record, Confirm not executed: look the step up again</source>
        <translation>Převzít záznam, Potvrdit neprovedení: krok znovu vyhledat</translation>
    </message>
</context>
<context>
    <name>QSQLiteResult</name>
    <message>
        <source>Unable to execute statement</source>
        <translation>Příkaz nelze provést</translation>
    </message>
    <message>
        <source>Unable to fetch row</source>
        <translation>Řádek nelze načíst</translation>
    </message>
</context>
<context>
    <name>Reconciler</name>
    <message>
        <source>the step is not uncertain</source>
        <translation>krok není nejistý</translation>
    </message>
    <message>
        <source>the target cannot confirm anything: a reviewer decides</source>
        <translation>cíl nemůže nic potvrdit: rozhodne posuzovatel</translation>
    </message>
    <message>
        <source>look the step up by its reference</source>
        <translation>vyhledat krok podle jeho reference</translation>
    </message>
    <message>
        <source>lookups keep failing; a protected retry with the same key and bytes</source>
        <translation>vyhledání opakovaně selhává; chráněné opakování se stejným klíčem a bajty</translation>
    </message>
    <message>
        <source>look the step up once more; if that settles nothing, it is held</source>
        <translation>vyhledat krok ještě jednou; pokud nic nerozhodne, bude pozastaven</translation>
    </message>
    <message>
        <source>the target cannot be looked up; a protected retry with the same key and bytes</source>
        <translation>v cíli nelze vyhledávat; chráněné opakování se stejným klíčem a bajty</translation>
    </message>
    <message>
        <source>attempt %1 (started %2) has no answer yet</source>
        <translation>pokus %1 (zahájen %2) zatím nemá odpověď</translation>
    </message>
    <message>
        <source>attempt %1 (started %2) got no clear answer: %3</source>
        <translation>pokus %1 (zahájen %2) nedostal jasnou odpověď: %3</translation>
    </message>
    <message>
        <source>at %1 the target said an earlier request with the same key was still running</source>
        <translation>v %1 cíl uvedl, že dřívější požadavek se stejným klíčem stále běží</translation>
    </message>
    <message>
        <source>at %1 the target showed record %2 for this reference</source>
        <translation>v %1 cíl ukázal záznam %2 pro tuto referenci</translation>
    </message>
    <message>
        <source>an earlier request may still be executing at the target until %1</source>
        <translation>dřívější požadavek může v cíli běžet ještě do %1</translation>
    </message>
    <message>
        <source>the target&apos;s search may not show a record before %1</source>
        <translation>vyhledávání cíle možná záznam ukáže až od %1</translation>
    </message>
    <message>
        <source>step %1 was sent to %2, but this configuration&apos;s %3 is at %4: a lookup there proves nothing about it. Use the ledger&apos;s own configuration (leave out --config), or one whose %3 is at %2</source>
        <translation>krok %1 byl odeslán na %2, ale %3 této konfigurace je na %4: vyhledání tam o něm nic nedokazuje. Použijte vlastní konfiguraci deníku (bez --config), nebo takovou, jejíž %3 je na %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: the code %2, %3 off, usable %n time(s), created %4</source>
        <translation>
            <numerusform>%1: kód %2, sleva %3, lze použít %nkrát, vytvořen %4</numerusform>
            <numerusform>%1: kód %2, sleva %3, lze použít %nkrát, vytvořen %4</numerusform>
            <numerusform>%1: kód %2, sleva %3, lze použít %nkrát, vytvořen %4</numerusform>
        </translation>
    </message>
    <message>
        <source>an amount not shown</source>
        <translation>nezobrazená částka</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>v neznámý čas</translation>
    </message>
    <message>
        <source>— not this step&apos;s voucher (%1)</source>
        <translation>— není to poukázka tohoto kroku (%1)</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Runledger acceptance test report</source>
        <translation>Protokol akceptačního testu Runledger</translation>
    </message>
    <message>
        <source>Result: all %1 cases passed.</source>
        <translation>Výsledek: všech %1 případů prošlo.</translation>
    </message>
    <message>
        <source>Result: at least one case FAILED.</source>
        <translation>Výsledek: nejméně jeden případ SELHAL.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>PROŠLO</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>SELHALO</translation>
    </message>
    <message>
        <source>Case id</source>
        <translation>Id případu</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Příprava</translation>
    </message>
    <message>
        <source>Evidence from the target</source>
        <translation>Důkaz z cíle</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Další krok</translation>
    </message>
    <message>
        <source>Totals, counted separately</source>
        <translation>Součty, počítané zvlášť</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Události</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>Doručení</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Pokusy</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .json or .csv)</source>
        <translation>%1: neznámý formát protokolu (použijte .pdf, .html, .json nebo .csv)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 nelze zapsat: %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Strana %1 z %2</translation>
    </message>
    <message>
        <source>E-mails delivered / bounced</source>
        <translation>E-maily doručené / vrácené</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>NOT RUN</source>
        <translation>NESPUŠTĚNO</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nespuštěno</translation>
    </message>
    <message>
        <source>CRM tasks not countable</source>
        <translation>úkoly CRM nelze spočítat</translation>
    </message>
    <message>
        <source>e-mails not countable</source>
        <translation>e-maily nelze spočítat</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Anchored checkpoint</source>
        <translation>Ukotvený kontrolní bod</translation>
    </message>
    <message numerus="yes">
        <source>%n CRM task(s)</source>
        <translation>
            <numerusform>%n úkol v CRM</numerusform>
            <numerusform>%n úkoly v CRM</numerusform>
            <numerusform>%n úkolů v CRM</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n e-mail(s)</source>
        <translation>
            <numerusform>%n e-mail</numerusform>
            <numerusform>%n e-maily</numerusform>
            <numerusform>%n e-mailů</numerusform>
        </translation>
    </message>
    <message>
        <source>An order was followed up with exactly one CRM task and one e-mail.</source>
        <translation>Objednávka byla vyřízena přesně jedním úkolem v CRM a jedním e-mailem.</translation>
    </message>
    <message>
        <source>The shop sent the same order event 22 times, twice in a row and 20 times at once. Runledger started one follow-up: one CRM task and one e-mail.</source>
        <translation>Obchod poslal stejnou událost objednávky 22krát, dvakrát po sobě a 20krát najednou. Runledger spustil jedno vyřízení: jeden úkol v CRM a jeden e-mail.</translation>
    </message>
    <message>
        <source>The CRM created the task but its answer never arrived. Runledger looked the task up in the CRM and recorded it, instead of creating a second one.</source>
        <translation>CRM úkol vytvořil, ale jeho odpověď nikdy nedorazila. Runledger úkol v CRM vyhledal a zaznamenal, místo aby vytvořil druhý.</translation>
    </message>
    <message>
        <source>Two senders worked on the same ten follow-ups at the same moment. Each CRM task and each e-mail went out once.</source>
        <translation>Dva odesílatelé pracovali ve stejnou chvíli na stejných deseti vyřízeních. Každý úkol v CRM a každý e-mail odešel jednou.</translation>
    </message>
    <message>
        <source>An e-mail waited until a named person approved its text, and was then sent once; the CRM task before it was not repeated.</source>
        <translation>E-mail čekal, dokud jmenovaná osoba neschválila jeho text, a pak byl odeslán jednou; úkol v CRM před ním se neopakoval.</translation>
    </message>
    <message>
        <source>A repeat came after the CRM had stopped remembering the reference. Runledger did not create the task again; it held the follow-up for a person to decide.</source>
        <translation>Opakování přišlo poté, co si CRM přestalo pamatovat referenci. Runledger úkol znovu nevytvořil; vyřízení pozdržel, aby rozhodl člověk.</translation>
    </message>
    <message>
        <source>recognises a repeated request by its reference</source>
        <translation>pozná opakovaný požadavek podle reference</translation>
    </message>
    <message>
        <source>can be searched by reference; repeats are not recognised</source>
        <translation>lze hledat podle reference; opakování nepozná</translation>
    </message>
    <message>
        <source>cannot confirm; a person checks</source>
        <translation>nemůže potvrdit; kontroluje člověk</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hodina</numerusform>
            <numerusform>%n hodiny</numerusform>
            <numerusform>%n hodin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n sekunda</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>CRM</source>
        <translation>CRM</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>the configured targets %1</source>
        <translation>nastavené cíle %1</translation>
    </message>
    <message>
        <source>I have read this report. On %1, Runledger %2 ran the six failure cases listed here against %3. For every case marked PASSED, the CRM tasks and e-mails the targets themselves counted are the ones expected, and no effect was repeated.</source>
        <translation>Tuto zprávu jsem přečetl(a). Dne %1 spustil Runledger %2 šest zde uvedených chybových případů proti %3. U každého případu označeného PROŠLO jsou úkoly v CRM a e-maily, které spočítaly samy cíle, ty očekávané, a žádný účinek se neopakoval.</translation>
    </message>
    <message>
        <source>Runledger makes sure that a marketing automation&apos;s CRM tasks and e-mails go out once, even when a webhook arrives twice, a target answers late or two senders race. This report shows six situations where that usually goes wrong, what Runledger did in each, and what the targets themselves counted.</source>
        <translation>Runledger zajišťuje, aby úkoly v CRM a e-maily marketingové automatizace odešly jednou, i když webhook přijde dvakrát, cíl odpoví pozdě nebo se předbíhají dva odesílatelé. Tato zpráva ukazuje šest situací, kdy se to obvykle pokazí, co v každé Runledger udělal a co spočítaly samy cíle.</translation>
    </message>
    <message>
        <source>Tested by</source>
        <translation>Testoval(a)</translation>
    </message>
    <message>
        <source>Runledger version</source>
        <translation>Verze Runledgeru</translation>
    </message>
    <message>
        <source>Tested against</source>
        <translation>Testováno proti</translation>
    </message>
    <message>
        <source>The six cases at a glance</source>
        <translation>Šest případů v přehledu</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Případ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>What it shows</source>
        <translation>Co ukazuje</translation>
    </message>
    <message>
        <source>What the targets showed when checked</source>
        <translation>Co cíle ukázaly při kontrole</translation>
    </message>
    <message>
        <source>What the reviewer sees</source>
        <translation>Co vidí posuzovatel</translation>
    </message>
    <message>
        <source>Effects expected</source>
        <translation>Očekávané účinky</translation>
    </message>
    <message>
        <source>Effects counted by the target</source>
        <translation>Účinky spočítané cílem</translation>
    </message>
    <message>
        <source>Why this result</source>
        <translation>Proč tento výsledek</translation>
    </message>
    <message>
        <source>Over all six cases. They are counted one by one, never added up into one number, so that a repeated effect cannot hide behind a total.</source>
        <translation>Za všech šest případů. Počítají se každý zvlášť, nikdy se nesčítají do jednoho čísla, aby se opakovaný účinek nemohl schovat za součet.</translation>
    </message>
    <message>
        <source>Business events the shop reported (an order created, paid…).</source>
        <translation>Obchodní události, které obchod ohlásil (objednávka vytvořena, zaplacena…).</translation>
    </message>
    <message>
        <source>Times those events arrived; more than events, because the cases send repeats on purpose.</source>
        <translation>Kolikrát tyto události dorazily; víc než událostí, protože případy posílají opakování záměrně.</translation>
    </message>
    <message>
        <source>Requests Runledger sent to a CRM or mail service.</source>
        <translation>Požadavky, které Runledger poslal do CRM nebo poštovní služby.</translation>
    </message>
    <message>
        <source>Confirmed effects</source>
        <translation>Potvrzené účinky</translation>
    </message>
    <message>
        <source>CRM tasks and e-mails a target confirmed it performed, each once.</source>
        <translation>Úkoly v CRM a e-maily, jejichž provedení cíl potvrdil, každý jednou.</translation>
    </message>
    <message>
        <source>Duplicates found at a target</source>
        <translation>Duplikáty nalezené u cíle</translation>
    </message>
    <message>
        <source>Effects a target holds twice. Should be 0.</source>
        <translation>Účinky, které cíl má dvakrát. Mělo by být 0.</translation>
    </message>
    <message>
        <source>What the mail service reported back, where it reports delivery.</source>
        <translation>Co poštovní služba nahlásila zpět, pokud doručení hlásí.</translation>
    </message>
    <message>
        <source>Waiting for a person</source>
        <translation>Čeká na člověka</translation>
    </message>
    <message>
        <source>Follow-ups held for a reviewer at the end of the run. The late-repeat case leaves one on purpose: when nothing can prove whether a task exists, a person decides, not Runledger.</source>
        <translation>Vyřízení pozdržená na konci běhu pro posuzovatele. Případ pozdního opakování jedno záměrně ponechá: když nic nedokáže, zda úkol existuje, rozhoduje člověk, ne Runledger.</translation>
    </message>
    <message>
        <source>Time to recovery (median)</source>
        <translation>Doba do vyřešení (medián)</translation>
    </message>
    <message>
        <source>How long held follow-ups waited for a reviewer. None was resolved by a person during this run, so there is nothing to measure.</source>
        <translation>Jak dlouho pozdržená vyřízení čekala na posuzovatele. Během tohoto běhu žádné nevyřešil člověk, takže není co měřit.</translation>
    </message>
    <message numerus="yes">
        <source>How long held follow-ups waited for a reviewer (%n resolved).</source>
        <translation>
            <numerusform>Jak dlouho pozdržená vyřízení čekala na posuzovatele (%n vyřešeno).</numerusform>
            <numerusform>Jak dlouho pozdržená vyřízení čekala na posuzovatele (%n vyřešena).</numerusform>
            <numerusform>Jak dlouho pozdržená vyřízení čekala na posuzovatele (%n vyřešeno).</numerusform>
        </translation>
    </message>
    <message>
        <source>Targets and how they were set up</source>
        <translation>Cíle a jak byly nastaveny</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Opakování</translation>
    </message>
    <message>
        <source>Remembers a reference for</source>
        <translation>Pamatuje si referenci</translation>
    </message>
    <message>
        <source>Waits for an answer</source>
        <translation>Čeká na odpověď</translation>
    </message>
    <message>
        <source>The record of decisions</source>
        <translation>Záznam rozhodnutí</translation>
    </message>
    <message>
        <source>Every decision a reviewer makes is written to Runledger&apos;s ledger, each entry sealed with the one before it. The last seal (the head hash) below changes if any entry is altered, removed or reordered.</source>
        <translation>Každé rozhodnutí posuzovatele se zapíše do deníku Runledgeru, každý záznam zapečetěný předchozím. Poslední pečeť (hlavní hash) níže se změní, pokud je některý záznam změněn, odstraněn nebo přeřazen.</translation>
    </message>
    <message>
        <source>Head hash</source>
        <translation>Hlavní hash</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Rozhodnutí</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n rozhodnutí</numerusform>
            <numerusform>%n rozhodnutí</numerusform>
            <numerusform>%n rozhodnutí</numerusform>
        </translation>
    </message>
    <message>
        <source>Words used in this report</source>
        <translation>Pojmy použité v této zprávě</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operace</translation>
    </message>
    <message>
        <source>One intended business action, such as following up one order. It has a fixed id.</source>
        <translation>Jedna zamýšlená obchodní akce, například vyřízení jedné objednávky. Má pevné id.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>One effect of an operation at a target: a CRM task or an e-mail. Each is confirmed on its own.</source>
        <translation>Jeden účinek operace u cíle: úkol v CRM nebo e-mail. Každý se potvrzuje samostatně.</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Pokus</translation>
    </message>
    <message>
        <source>One try at a step. A step may need several attempts; it must still have one effect.</source>
        <translation>Jeden pokus o krok. Krok může potřebovat více pokusů; přesto smí mít jen jeden účinek.</translation>
    </message>
    <message>
        <source>The system that performs an effect: a CRM or a mail service.</source>
        <translation>Systém, který účinek provádí: CRM nebo poštovní služba.</translation>
    </message>
    <message>
        <source>Reference (idempotency key)</source>
        <translation>Reference (klíč idempotence)</translation>
    </message>
    <message>
        <source>The unique label Runledger gives each step, so the target can recognise a repeat and Runledger can search for it.</source>
        <translation>Jedinečné označení, které Runledger dá každému kroku, aby cíl poznal opakování a Runledger ho mohl vyhledat.</translation>
    </message>
    <message>
        <source>Key retention</source>
        <translation>Uchování klíče</translation>
    </message>
    <message>
        <source>How long a target remembers a reference. After that, only a search can find the earlier effect.</source>
        <translation>Jak dlouho si cíl pamatuje referenci. Potom dřívější účinek najde jen hledání.</translation>
    </message>
    <message>
        <source>Reconcile (look up)</source>
        <translation>Sladit (vyhledat)</translation>
    </message>
    <message>
        <source>Ask the target, without changing anything, whether an effect with the reference exists.</source>
        <translation>Zeptat se cíle, aniž by se cokoli změnilo, zda existuje účinek s referencí.</translation>
    </message>
    <message>
        <source>Held for review</source>
        <translation>Pozdrženo k posouzení</translation>
    </message>
    <message>
        <source>Runledger stopped and waits for a named person, because no evidence settles what happened.</source>
        <translation>Runledger se zastavil a čeká na jmenovanou osobu, protože žádný doklad nerozhodne, co se stalo.</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Runner</translation>
    </message>
    <message>
        <source>The part of Runledger that sends steps to the targets.</source>
        <translation>Část Runledgeru, která posílá kroky cílům.</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Rezervace</translation>
    </message>
    <message>
        <source>The runner&apos;s claim on a step while it works on it, so that no second runner acts on it.</source>
        <translation>Nárok runneru na krok, zatímco na něm pracuje, aby na něm nejednal druhý runner.</translation>
    </message>
    <message>
        <source>HTTP status (201, 503…)</source>
        <translation>Stav HTTP (201, 503…)</translation>
    </message>
    <message>
        <source>The target&apos;s answer code: 201 means it created the record; 503 means it was unavailable.</source>
        <translation>Kód odpovědi cíle: 201 znamená, že záznam vytvořil; 503 znamená, že byl nedostupný.</translation>
    </message>
    <message>
        <source>Scratch ledger</source>
        <translation>Pomocný deník</translation>
    </message>
    <message>
        <source>A ledger made only for this test run and discarded afterwards.</source>
        <translation>Deník vytvořený jen pro tento testovací běh a poté zahozený.</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>Podpis</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Podpis</translation>
    </message>
    <message>
        <source>Machine-readable twin of this report</source>
        <translation>Strojově čitelné dvojče této zprávy</translation>
    </message>
    <message>
        <source>The totals could not be read from the ledger: %1</source>
        <translation>Součty nešlo z deníku přečíst: %1</translation>
    </message>
    <message>
        <source>E-mails delayed / failed or suppressed</source>
        <translation>E-maily zpožděné / neúspěšné nebo potlačené</translation>
    </message>
    <message>
        <source>Delayed: not delivered yet (a temporary bounce). Failed or suppressed: the service did not send it. Neither is resent automatically.</source>
        <translation>Zpožděné: zatím nedoručené (dočasné odmítnutí). Neúspěšné nebo potlačené: služba je neodeslala. Žádné se automaticky neodesílá znovu.</translation>
    </message>
    <message>
        <source>Result: the %1 cases that ran passed; %2 need faults made on purpose, which only the simulation can make, and were not run.</source>
        <translation>Výsledek: případy, které proběhly (%1), prošly; %2 potřebují úmyslně vyvolané chyby, které umí vyvolat jen simulace, a neproběhly.</translation>
    </message>
    <message>
        <source>None: the cases ran on a scratch ledger made for this run and then discarded. The head hash above identifies the exact sequence of decisions the cases recorded there; it is not the head of your team&apos;s ledger, whose checkpoints are anchored separately.</source>
        <translation>Žádný: případy proběhly v pomocném deníku založeném pro tento běh a poté zahozeném. Hash hlavy výše označuje přesně posloupnost rozhodnutí, která tam případy zaznamenaly; není to hlava deníku vašeho týmu, jehož kontrolní body se ukotvují zvlášť.</translation>
    </message>
    <message>
        <source>Runledger&apos;s built-in simulation of a CRM and a mail service (%1), which counts every effect it performs</source>
        <translation>vestavěná simulace CRM a poštovní služby v Runledgeru (%1), která počítá každý účinek, jejž provede</translation>
    </message>
    <message>
        <source>This run used the configured targets (%1): the CRM and mail service Runledger was set up to use, not a simulation. Their own records were searched to count what they did.</source>
        <translation>Tento běh použil nastavené cíle (%1): CRM a poštovní službu, pro které je Runledger nastaven, ne simulaci. Počítalo se prohledáním jejich vlastních záznamů.</translation>
    </message>
    <message>
        <source>This run used Runledger&apos;s built-in simulation of a CRM and a mail service, not your real systems: no real customer received anything. The simulation counts every task and e-mail it creates, and those counts are the ones reported here.</source>
        <translation>Tento běh použil vestavěnou simulaci CRM a poštovní služby v Runledgeru, ne vaše skutečné systémy: žádný skutečný zákazník nic nedostal. Simulace počítá každý úkol a každý e-mail, který vytvoří, a právě tyto počty uvádí tato zpráva.</translation>
    </message>
    <message>
        <source>Webhook</source>
        <translation>Webhook</translation>
    </message>
    <message>
        <source>The message a shop sends when something happens, such as an order being created.</source>
        <translation>Zpráva, kterou obchod pošle, když se něco stane, třeba když vznikne objednávka.</translation>
    </message>
    <message>
        <source>orders/create, orders/paid, orders/updated</source>
        <translation>orders/create, orders/paid, orders/updated</translation>
    </message>
    <message>
        <source>The shop&apos;s names for an order created, paid or changed.</source>
        <translation>Názvy obchodu pro objednávku vytvořenou, zaplacenou nebo změněnou.</translation>
    </message>
    <message>
        <source>Adopted</source>
        <translation>Převzato</translation>
    </message>
    <message>
        <source>A record the target already held, found by its reference, was recorded as the step&apos;s effect instead of being created again.</source>
        <translation>Záznam, který cíl už měl a který byl nalezen podle reference, byl zaznamenán jako účinek kroku, místo aby vznikl znovu.</translation>
    </message>
    <message>
        <source>Confirming lookup</source>
        <translation>Potvrzující vyhledání</translation>
    </message>
    <message>
        <source>A second look at the target after it answered, to see that the record is really there.</source>
        <translation>Druhý pohled do cíle poté, co odpověděl, zda tam záznam opravdu je.</translation>
    </message>
    <message>
        <source>Automated test run</source>
        <translation>Automatizovaný testovací běh</translation>
    </message>
    <message>
        <source>The test itself, standing in for a reviewer where a case needs a decision (approving an e-mail&apos;s text). The person signing below made no decision during the run.</source>
        <translation>Samotný test, který zastupuje posuzovatele tam, kde případ potřebuje rozhodnutí (schválení textu e-mailu). Osoba, která níže podepisuje, během běhu nic nerozhodla.</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulace</translation>
    </message>
    <message>
        <source>Runledger&apos;s built-in stand-in for a CRM and a mail service. It behaves like them, can be told to fail on purpose, and counts every effect.</source>
        <translation>Vestavěná náhrada CRM a poštovní služby v Runledgeru. Chová se jako ony, lze ji úmyslně přimět k chybě a počítá každý účinek.</translation>
    </message>
    <message>
        <source>vouchers not countable</source>
        <translation>poukázky nelze spočítat</translation>
    </message>
    <message numerus="yes">
        <source>%n voucher(s)</source>
        <translation>
            <numerusform>%n poukázka</numerusform>
            <numerusform>%n poukázky</numerusform>
            <numerusform>%n poukázek</numerusform>
        </translation>
    </message>
    <message>
        <source>An order was thanked with exactly one voucher and one e-mail that carries its code.</source>
        <translation>Za objednávku bylo poděkováno právě jednou poukázkou a jedním e-mailem s jejím kódem.</translation>
    </message>
    <message>
        <source>The shop sent the same order event 22 times, twice in a row and 20 times at once. Runledger created one voucher and sent one e-mail with its code.</source>
        <translation>Obchod poslal stejnou událost objednávky 22krát, dvakrát po sobě a 20krát najednou. Runledger vytvořil jednu poukázku a poslal jeden e-mail s jejím kódem.</translation>
    </message>
    <message>
        <source>The shop created the voucher but its answer never arrived. Runledger looked the voucher up by its code and recorded it, instead of creating a second one.</source>
        <translation>Obchod poukázku vytvořil, ale jeho odpověď nikdy nedorazila. Runledger poukázku vyhledal podle kódu a zaznamenal ji, místo aby vytvořil druhou.</translation>
    </message>
    <message>
        <source>Two senders worked on the same ten orders at the same moment. Each voucher and each e-mail was created once.</source>
        <translation>Dva odesílatelé pracovali ve stejnou chvíli na stejných deseti objednávkách. Každá poukázka a každý e-mail vznikl jednou.</translation>
    </message>
    <message>
        <source>An e-mail with a voucher code waited until a named person approved its text, and was then sent once; the voucher before it was not created again.</source>
        <translation>E-mail s kódem poukázky čekal, dokud jmenovaná osoba neschválila jeho text, a pak byl odeslán jednou; poukázka před ním nebyla vytvořena znovu.</translation>
    </message>
    <message>
        <source>The shop stopped remembering the request&apos;s key before its answer was known. Runledger did not send it again: it looked the voucher up by its code, found it and recorded it.</source>
        <translation>Obchod zapomněl klíč požadavku dřív, než byla známa jeho odpověď. Runledger jej neposlal znovu: poukázku vyhledal podle kódu, našel ji a zaznamenal.</translation>
    </message>
    <message>
        <source>Vouchers created</source>
        <translation>Vytvořené poukázky</translation>
    </message>
    <message>
        <source>%1, each once</source>
        <translation>%1, každá jednou</translation>
    </message>
    <message>
        <source>Vouchers the shop itself counted over all cases; no code was created twice.</source>
        <translation>Poukázky, které obchod sám napočítal ve všech případech; žádný kód nebyl vytvořen dvakrát.</translation>
    </message>
    <message>
        <source>Vouchers the shop itself counted over all cases. A code was created more than once.</source>
        <translation>Poukázky, které obchod sám napočítal ve všech případech. Některý kód byl vytvořen víckrát než jednou.</translation>
    </message>
    <message>
        <source>Runledger&apos;s automated acceptance run</source>
        <translation>Automatický akceptační test Runledgeru</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>Podepsal(a)</translation>
    </message>
</context>
<context>
    <name>Said</name>
    <message>
        <source>connection refused</source>
        <translation>spojení odmítnuto</translation>
    </message>
    <message>
        <source>host not found</source>
        <translation>hostitel nenalezen</translation>
    </message>
    <message>
        <source>connection closed by the target</source>
        <translation>spojení ukončeno cílem</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>žádná odpověď včas</translation>
    </message>
    <message>
        <source>network error %1</source>
        <translation>chyba sítě %1</translation>
    </message>
    <message>
        <source>%1: the request never reached the target</source>
        <translation>%1: požadavek se k cíli nikdy nedostal</translation>
    </message>
    <message>
        <source>no answer before the deadline; the target may have acted</source>
        <translation>žádná odpověď do termínu; cíl možná jednal</translation>
    </message>
    <message>
        <source>no answer before the deadline</source>
        <translation>žádná odpověď do termínu</translation>
    </message>
    <message>
        <source>%1 after the request was sent; the target may have acted</source>
        <translation>%1 po odeslání požadavku; cíl možná jednal</translation>
    </message>
    <message>
        <source>HTTP %1, created %2</source>
        <translation>HTTP %1, vytvořeno %2</translation>
    </message>
    <message>
        <source>HTTP %1, replayed by the target for the same key: %2</source>
        <translation>HTTP %1, cíl zopakoval odpověď pro týž klíč: %2</translation>
    </message>
    <message>
        <source>HTTP %1 with an answer that cannot be read; the target may have acted</source>
        <translation>HTTP %1 s nečitelnou odpovědí; cíl možná jednal</translation>
    </message>
    <message>
        <source>an answer that cannot be read, code %1</source>
        <translation>nečitelná odpověď, kód %1</translation>
    </message>
    <message>
        <source>HTTP 429: rate limited; nothing was done</source>
        <translation>HTTP 429: omezení rychlosti; nic se neudálo</translation>
    </message>
    <message>
        <source>HTTP %1, which this target documents as not executed</source>
        <translation>HTTP %1, což tento cíl dokumentuje jako neprovedené</translation>
    </message>
    <message>
        <source>HTTP 409: another request with the same key is still running at the target</source>
        <translation>HTTP 409: jiný požadavek se stejným klíčem u cíle ještě běží</translation>
    </message>
    <message>
        <source>HTTP %1: redirect not followed for a request that changes data</source>
        <translation>HTTP %1: přesměrování u požadavku, který mění data, nebylo následováno</translation>
    </message>
    <message>
        <source>HTTP %1: the target may have acted</source>
        <translation>HTTP %1: cíl možná jednal</translation>
    </message>
    <message>
        <source>the target answered with code %1</source>
        <translation>cíl odpověděl kódem %1</translation>
    </message>
    <message>
        <source>not sent: the request differs from the one reserved under this key</source>
        <translation>neodesláno: požadavek se liší od toho, který je pod tímto klíčem rezervován</translation>
    </message>
    <message>
        <source>HTTP 409 concurrent_idempotent_requests: the first request with this key is still running</source>
        <translation>HTTP 409 concurrent_idempotent_requests: první požadavek s tímto klíčem ještě běží</translation>
    </message>
    <message>
        <source>HTTP 409 invalid_idempotent_request: the target holds other content under this key</source>
        <translation>HTTP 409 invalid_idempotent_request: cíl má pod tímto klíčem jiný obsah</translation>
    </message>
    <message>
        <source>HTTP 400 invalid_idempotency_key: refused before sending</source>
        <translation>HTTP 400 invalid_idempotency_key: odmítnuto před odesláním</translation>
    </message>
    <message>
        <source>HTTP 200: the record %1 already existed (the upsert updated it; no second record)</source>
        <translation>HTTP 200: záznam %1 už existoval (upsert jej aktualizoval; žádný druhý záznam)</translation>
    </message>
    <message>
        <source>HTTP 204: the record already existed (the upsert updated it); look it up for its id</source>
        <translation>HTTP 204: záznam už existoval (upsert jej aktualizoval); jeho id zjistěte vyhledáním</translation>
    </message>
    <message>
        <source>HTTP 300: several records carry this External ID; nothing was written</source>
        <translation>HTTP 300: toto External ID nese více záznamů; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>HTTP 400 DUPLICATE_VALUE: a concurrent upsert of this reference; look it up</source>
        <translation>HTTP 400 DUPLICATE_VALUE: souběžný upsert této reference; vyhledejte ji</translation>
    </message>
    <message>
        <source>HTTP %1 %2: nothing was written</source>
        <translation>HTTP %1 %2: nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>HTTP 422, Postmark error %1: not accepted</source>
        <translation>HTTP 422, chyba Postmark %1: nepřijato</translation>
    </message>
    <message>
        <source>HTTP 400 %1: nothing was created</source>
        <translation>HTTP 400 %1: nic nebylo vytvořeno</translation>
    </message>
    <message>
        <source>lookup failed: %1</source>
        <translation>vyhledání selhalo: %1</translation>
    </message>
    <message>
        <source>lookup answer cannot be read</source>
        <translation>odpověď vyhledání nelze přečíst</translation>
    </message>
    <message>
        <source>lookup answered HTTP %1</source>
        <translation>vyhledání odpovědělo HTTP %1</translation>
    </message>
    <message>
        <source>no record carries the reference (now)</source>
        <translation>žádný záznam nenese referenci (nyní)</translation>
    </message>
    <message>
        <source>%1 records carry the reference: %2</source>
        <translation>referenci nese %1 záznamů: %2</translation>
    </message>
    <message>
        <source>found %1</source>
        <translation>nalezeno %1</translation>
    </message>
    <message>
        <source>this target offers no lookup by reference</source>
        <translation>tento cíl nenabízí vyhledání podle reference</translation>
    </message>
    <message>
        <source>lookup refused for the rate limit; asked again later</source>
        <translation>vyhledání odmítnuto kvůli omezení rychlosti; dotaz se později zopakuje</translation>
    </message>
    <message>
        <source>record %1 carries the step&apos;s reference</source>
        <translation>záznam %1 nese referenci kroku</translation>
    </message>
    <message>
        <source>the worker holding the reservation stopped answering</source>
        <translation>worker držící rezervaci přestal odpovídat</translation>
    </message>
    <message>
        <source>Resend reports the e-mail %1</source>
        <translation>Resend hlásí e-mail jako %1</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1</source>
        <translation>Postmark hlásí e-mail jako %1</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2)</source>
        <translation>Postmark hlásí e-mail jako %1 (%2)</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>odeslaný</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>doručený</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>zpožděný</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>nedoručitelný</translation>
    </message>
    <message>
        <source>complained</source>
        <translation>nahlášený jako spam</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>neúspěšný</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>potlačený</translation>
    </message>
    <message>
        <source>the content is not valid JSON (at character %1)</source>
        <translation>obsah není platný JSON (na znaku %1)</translation>
    </message>
    <message>
        <source>the content must be a JSON object with the step&apos;s fields</source>
        <translation>obsah musí být objekt JSON s poli kroku</translation>
    </message>
    <message>
        <source>the field %1 must be a text</source>
        <translation>pole %1 musí být text</translation>
    </message>
    <message>
        <source>the subject must not be empty</source>
        <translation>předmět nesmí být prázdný</translation>
    </message>
    <message>
        <source>the recipient must not be empty</source>
        <translation>příjemce nesmí být prázdný</translation>
    </message>
    <message>
        <source>the recipient is not one e-mail address</source>
        <translation>příjemce není jedna e-mailová adresa</translation>
    </message>
    <message>
        <source>found %1 (the target&apos;s status: %2)</source>
        <translation>nalezeno %1 (stav v cíli: %2)</translation>
    </message>
    <message>
        <source>not sent: the voucher&apos;s code is not the one its reference gives, so the e-mail could name another code</source>
        <translation>neodesláno: kód poukázky není ten, který dává její reference, takže e-mail by mohl uvádět jiný kód</translation>
    </message>
    <message>
        <source>Shopify created the discount %1</source>
        <translation>Shopify vytvořil slevu %1</translation>
    </message>
    <message>
        <source>Shopify refused the code as taken (userErrors TAKEN): nothing new was created; it is looked up by its code</source>
        <translation>Shopify odmítl kód jako obsazený (userErrors TAKEN): nic nového nevzniklo; vyhledá se podle kódu</translation>
    </message>
    <message>
        <source>Shopify refused the discount (userErrors %1): nothing was created</source>
        <translation>Shopify slevu odmítl (userErrors %1): nic nebylo vytvořeno</translation>
    </message>
    <message>
        <source>Shopify throttled the request (cost bucket: %1 of %2 points, %3 restored per second); nothing was done</source>
        <translation>Shopify požadavek přiškrtil (kbelík nákladů: %1 z %2 bodů, obnova %3 za sekundu); nic nebylo provedeno</translation>
    </message>
    <message>
        <source>Shopify answered HTTP 200 with the error %1: nothing was done</source>
        <translation>Shopify odpověděl HTTP 200 s chybou %1: nic nebylo provedeno</translation>
    </message>
    <message>
        <source>Shopify answered HTTP 200 with the error %1: the discount may have been created</source>
        <translation>Shopify odpověděl HTTP 200 s chybou %1: sleva možná byla vytvořena</translation>
    </message>
    <message>
        <source>HTTP 400 idempotency_error: Stripe holds other parameters under this key; nothing was created by this request and it is never sent under a new key: held for a reviewer</source>
        <translation>HTTP 400 idempotency_error: Stripe má pod tímto klíčem jiné parametry; tento požadavek nic nevytvořil a nikdy se nepošle pod novým klíčem: pozdrženo pro posuzovatele</translation>
    </message>
    <message>
        <source>HTTP 400: Stripe already has an active promotion code with this code; nothing new was created; it is looked up by its code</source>
        <translation>HTTP 400: Stripe už má aktivní propagační kód s tímto kódem; nic nového nevzniklo; vyhledá se podle kódu</translation>
    </message>
    <message>
        <source>HTTP %1 %2: Stripe refused the request; nothing was created</source>
        <translation>HTTP %1 %2: Stripe požadavek odmítl; nic nebylo vytvořeno</translation>
    </message>
    <message>
        <source>the target holds the code %1, but not as this step made it (%2): a duplicate at the target</source>
        <translation>cíl má kód %1, ale ne tak, jak jej vytvořil tento krok (%2): duplikát u cíle</translation>
    </message>
    <message>
        <source>found %1: the code %2, as this step made it</source>
        <translation>nalezeno %1: kód %2, tak jak jej vytvořil tento krok</translation>
    </message>
    <message>
        <source>the voucher has no code</source>
        <translation>poukázka nemá kód</translation>
    </message>
    <message>
        <source>the voucher&apos;s amount must be a number greater than 0</source>
        <translation>částka poukázky musí být číslo větší než 0</translation>
    </message>
    <message>
        <source>the voucher&apos;s usage_limit must be a whole number of at least 1</source>
        <translation>usage_limit poukázky musí být celé číslo alespoň 1</translation>
    </message>
    <message>
        <source>made for another reference</source>
        <translation>vytvořeno pro jinou referenci</translation>
    </message>
    <message>
        <source>another amount: %1</source>
        <translation>jiná částka: %1</translation>
    </message>
    <message>
        <source>another usage limit: %1</source>
        <translation>jiný limit použití: %1</translation>
    </message>
    <message>
        <source>another coupon: %1</source>
        <translation>jiný kupón: %1</translation>
    </message>
    <message>
        <source>the ledger was restored from a backup taken at %1: what this attempt did after it is not known</source>
        <translation>ledger byl obnoven ze zálohy pořízené %1: co tento pokus udělal potom, není známo</translation>
    </message>
    <message>
        <source>the ledger was restored from a backup taken at %1: the step is looked up at the target before it is sent</source>
        <translation>ledger byl obnoven ze zálohy pořízené %1: krok se před odesláním vyhledá u cíle</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2) and deactivated the address: later e-mails to it are not sent until it is reactivated at Postmark</source>
        <translation>Postmark hlásí e-mail %1 (%2) a deaktivoval adresu: další e-maily na ni se neodešlou, dokud ji v Postmarku znovu neaktivujete</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2) and deactivated the address for good: it cannot be reactivated</source>
        <translation>Postmark hlásí e-mail %1 (%2) a deaktivoval adresu natrvalo: nelze ji znovu aktivovat</translation>
    </message>
    <message>
        <source>Postmark reports %1 about the e-mail: not a delivery failure</source>
        <translation>Postmark hlásí %1 k e-mailu: nejde o chybu doručení</translation>
    </message>
    <message>
        <source>scheduled</source>
        <translation>naplánován</translation>
    </message>
    <message>
        <source>the target asked to slow down</source>
        <translation>cíl požádal o pomalejší odesílání</translation>
    </message>
    <message>
        <source>the target refused it without acting (code %1)</source>
        <translation>cíl ho odmítl, aniž by cokoli udělal (kód %1)</translation>
    </message>
    <message>
        <source>the same request was still running at the target</source>
        <translation>stejný požadavek v cíli ještě běžel</translation>
    </message>
    <message>
        <source>the target holds other content under the same reference</source>
        <translation>cíl má pod stejnou referencí jiný obsah</translation>
    </message>
</context>
<context>
    <name>StepRules</name>
    <message>
        <source>step %1 (CRM task)</source>
        <translation>krok %1 (úkol v CRM)</translation>
    </message>
    <message>
        <source>step %1 (e-mail)</source>
        <translation>krok %1 (e-mail)</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>krok %1</translation>
    </message>
    <message>
        <source>%1 is confirmed; it is never executed again</source>
        <translation>%1 je potvrzen; nikdy se neprovede znovu</translation>
    </message>
    <message>
        <source>%1 stays held: the lookup settled nothing</source>
        <translation>%1 zůstává pozastaven: vyhledání nic nerozhodlo</translation>
    </message>
    <message>
        <source>%1 is still uncertain; the target will be asked again</source>
        <translation>%1 je stále nejistý; cíl bude dotázán znovu</translation>
    </message>
    <message>
        <source>%1 is held: no lookup settled it</source>
        <translation>%1 je pozastaven: žádné vyhledání ho nerozhodlo</translation>
    </message>
    <message>
        <source>%1 used all %2 attempts; a reviewer must approve a retry</source>
        <translation>%1 vyčerpal všech %2 pokusů; opakování musí schválit posuzovatel</translation>
    </message>
    <message>
        <source>%1 waits for its backoff until %2</source>
        <translation>%1 čeká na uplynutí prodlevy do %2</translation>
    </message>
    <message>
        <source>%1 reserved</source>
        <translation>%1 rezervován</translation>
    </message>
    <message>
        <source>an attempt of %1 is already in flight</source>
        <translation>pokus o %1 už probíhá</translation>
    </message>
    <message>
        <source>%1 waits for its content to be approved</source>
        <translation>%1 čeká na schválení svého obsahu</translation>
    </message>
    <message>
        <source>the outcome of %1 is uncertain; reconcile with the target before anything is sent again</source>
        <translation>výsledek %1 je nejistý; ověřte stav v cíli, než se cokoli odešle znovu</translation>
    </message>
    <message>
        <source>%1 is held for a reviewer</source>
        <translation>%1 je pozastaven pro posuzovatele</translation>
    </message>
    <message>
        <source>%1 was abandoned</source>
        <translation>%1 byl opuštěn</translation>
    </message>
    <message>
        <source>a protected retry is only for an uncertain step; %1 is %2</source>
        <translation>chráněné opakování je jen pro nejistý krok; %1 je ve stavu %2</translation>
    </message>
    <message>
        <source>the target of %1 documents no idempotent create; look the step up instead</source>
        <translation>cíl %1 nedokumentuje idempotentní vytvoření; místo toho krok vyhledejte</translation>
    </message>
    <message>
        <source>the key of %1 was never sent; nothing to protect</source>
        <translation>klíč %1 nebyl nikdy odeslán; není co chránit</translation>
    </message>
    <message>
        <source>the idempotency key of %1 expired at %2; a resend could create a second effect, so only a lookup is allowed</source>
        <translation>klíč idempotence %1 vypršel %2; opětovné odeslání by mohlo vytvořit druhý účinek, proto je povoleno jen vyhledání</translation>
    </message>
    <message>
        <source>%1 used all %2 attempts</source>
        <translation>%1 vyčerpal všech %2 pokusů</translation>
    </message>
    <message>
        <source>%1: protected retry with the same key inside its retention</source>
        <translation>%1: chráněné opakování se stejným klíčem během jeho doby platnosti</translation>
    </message>
    <message>
        <source>no attempt of %1 is in flight</source>
        <translation>žádný pokus o %1 neprobíhá</translation>
    </message>
    <message>
        <source>%1 confirmed by the target</source>
        <translation>%1 potvrzen cílem</translation>
    </message>
    <message>
        <source>%1 failed before the action %2 times; held for a reviewer</source>
        <translation>%1 selhal %2krát před akcí; pozastaven pro posuzovatele</translation>
    </message>
    <message>
        <source>%1 failed before the action; it will be retried after the backoff</source>
        <translation>%1 selhal před akcí; po prodlevě se zopakuje</translation>
    </message>
    <message>
        <source>%1 may have acted and its target cannot confirm; held, never resent automatically</source>
        <translation>%1 možná už jednal a jeho cíl nemůže nic potvrdit; pozastaven, nikdy se automaticky neodešle znovu</translation>
    </message>
    <message>
        <source>%1 may have acted; reconcile with the target before anything else</source>
        <translation>%1 možná už jednal; nejdříve ověřte stav v cíli</translation>
    </message>
    <message>
        <source>%1 is not uncertain; there is nothing to reconcile</source>
        <translation>%1 není nejistý; není co ověřovat</translation>
    </message>
    <message>
        <source>the target of %1 offers no lookup</source>
        <translation>cíl %1 nenabízí vyhledání</translation>
    </message>
    <message>
        <source>%1 found at the target; its reference is adopted</source>
        <translation>%1 nalezen v cíli; jeho reference se přebírá</translation>
    </message>
    <message>
        <source>%1 is provably absent at the target; a retry needs a reviewer&apos;s approval</source>
        <translation>%1 v cíli prokazatelně chybí; opakování potřebuje schválení posuzovatele</translation>
    </message>
    <message>
        <source>%1 is provably absent at the target; it may be retried</source>
        <translation>%1 v cíli prokazatelně chybí; smí se zopakovat</translation>
    </message>
    <message>
        <source>%1 is already confirmed; there is nothing to reconcile</source>
        <translation>%1 je už potvrzen; není co ověřovat</translation>
    </message>
    <message>
        <source>the target of %1 offers no lookup; adopt a record or confirm it was not executed</source>
        <translation>cíl %1 nenabízí vyhledání; převezměte záznam nebo potvrďte, že nebyl proveden</translation>
    </message>
    <message>
        <source>look %1 up at the target by its reference</source>
        <translation>vyhledat %1 v cíli podle jeho reference</translation>
    </message>
    <message>
        <source>%1 is already confirmed with a target reference</source>
        <translation>%1 je už potvrzen s referencí v cíli</translation>
    </message>
    <message>
        <source>only an uncertain or held step can adopt a target record; %1 is %2</source>
        <translation>záznam z cíle může převzít jen nejistý nebo pozastavený krok; %1 je ve stavu %2</translation>
    </message>
    <message>
        <source>%1 adopts the target record</source>
        <translation>%1 přebírá záznam z cíle</translation>
    </message>
    <message>
        <source>%1 is already known not to have been executed; approve a retry instead</source>
        <translation>o %1 je už známo, že nebyl proveden; schvalte raději opakování</translation>
    </message>
    <message>
        <source>only an uncertain or held step can be confirmed as not executed; %1 is %2</source>
        <translation>jako neprovedený lze potvrdit jen nejistý nebo pozastavený krok; %1 je ve stavu %2</translation>
    </message>
    <message>
        <source>%1 is recorded as not executed; a retry may now be approved</source>
        <translation>%1 je zaznamenán jako neprovedený; opakování lze nyní schválit</translation>
    </message>
    <message>
        <source>the outcome of %1 is uncertain: the target may already have acted. Reconcile it or confirm it was not executed before a retry</source>
        <translation>výsledek %1 je nejistý: cíl už možná jednal. Ověřte ho v cíli nebo potvrďte, že nebyl proveden, než ho zopakujete</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight</source>
        <translation>probíhá pokus o %1</translation>
    </message>
    <message>
        <source>%1 is not held; there is nothing to retry</source>
        <translation>%1 není pozastaven; není co opakovat</translation>
    </message>
    <message>
        <source>retry of %1 approved</source>
        <translation>opakování %1 schváleno</translation>
    </message>
    <message>
        <source>%1 is confirmed; its content was sent and can no longer change</source>
        <translation>%1 je potvrzen; jeho obsah byl odeslán a už se nemůže změnit</translation>
    </message>
    <message>
        <source>%1 is not waiting for a content approval</source>
        <translation>%1 nečeká na schválení obsahu</translation>
    </message>
    <message>
        <source>content of %1 approved</source>
        <translation>obsah %1 schválen</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight; wait for its outcome</source>
        <translation>probíhá pokus o %1; počkejte na jeho výsledek</translation>
    </message>
    <message>
        <source>%1 was already abandoned</source>
        <translation>%1 už byl opuštěn</translation>
    </message>
    <message>
        <source>%1 abandoned</source>
        <translation>%1 opuštěn</translation>
    </message>
    <message>
        <source>unknown input</source>
        <translation>neznámý vstup</translation>
    </message>
    <message>
        <source>Approve the content of %1.</source>
        <translation>Schvalte obsah %1.</translation>
    </message>
    <message>
        <source>None: the runner will send %1.</source>
        <translation>Žádné: runner odešle %1.</translation>
    </message>
    <message>
        <source>None: an attempt of %1 is in flight.</source>
        <translation>Žádné: probíhá pokus o %1.</translation>
    </message>
    <message>
        <source>Adopt a target record or confirm %1 was not executed.</source>
        <translation>Převezměte záznam z cíle nebo potvrďte, že %1 nebyl proveden.</translation>
    </message>
    <message>
        <source>Reconcile %1 with the target before anything else.</source>
        <translation>Nejdříve ověřte %1 v cíli.</translation>
    </message>
    <message>
        <source>Approve a retry of %1, start a new approved operation, or abandon.</source>
        <translation>Schvalte opakování %1, spusťte novou schválenou operaci, nebo ji opusťte.</translation>
    </message>
    <message>
        <source>Check the target by hand, then adopt its record or confirm %1 was not executed.</source>
        <translation>Zkontrolujte cíl ručně a pak převezměte jeho záznam nebo potvrďte, že %1 nebyl proveden.</translation>
    </message>
    <message>
        <source>Reconcile %1, adopt the target record, or confirm it was not executed.</source>
        <translation>Ověřte %1 v cíli, převezměte záznam z cíle nebo potvrďte, že nebyl proveden.</translation>
    </message>
    <message>
        <source>None: %1 is confirmed.</source>
        <translation>Žádné: %1 je potvrzen.</translation>
    </message>
    <message>
        <source>None: %1 was abandoned.</source>
        <translation>Žádné: %1 byl opuštěn.</translation>
    </message>
    <message>
        <source>what would be sent for %1 differs from what was first sent under its key; changed content never goes out under the old key</source>
        <translation>to, co by se pro %1 odeslalo, se liší od toho, co bylo pod jeho klíčem odesláno poprvé; změněný obsah nikdy neodchází pod starým klíčem</translation>
    </message>
    <message>
        <source>several records at the target carry the reference of %1: a duplicate there; held for a reviewer</source>
        <translation>více záznamů v cíli nese referenci %1: duplicita; pozastaveno pro posuzovatele</translation>
    </message>
    <message>
        <source>%1 stays held: nothing found yet, but the target may still act on an earlier request until %2</source>
        <translation>%1 zůstává pozastaven: zatím nic nenalezeno, ale cíl může do %2 ještě zpracovat dřívější požadavek</translation>
    </message>
    <message>
        <source>%1 is held: its key has expired and the lookup found nothing clear</source>
        <translation>%1 je pozastaven: jeho klíč vypršel a vyhledání nenašlo nic jasného</translation>
    </message>
    <message>
        <source>%1: nothing found yet; the target may still act on an earlier request, so it is looked up again until %2</source>
        <translation>%1: zatím nic nenalezeno; cíl může ještě zpracovat dřívější požadavek, proto se bude vyhledávat znovu až do %2</translation>
    </message>
    <message>
        <source>%1 is not uncertain</source>
        <translation>%1 není nejistý</translation>
    </message>
    <message>
        <source>%1 is held: its key has expired and its target cannot be looked up</source>
        <translation>%1 je pozastaven: jeho klíč vypršel a v jeho cíli nelze vyhledávat</translation>
    </message>
    <message>
        <source>%1 is held: its target cannot be looked up and a protected retry is not possible</source>
        <translation>%1 je pozastaven: v jeho cíli nelze vyhledávat a chráněné opakování není možné</translation>
    </message>
    <message>
        <source>%1 is not confirmed; there is nothing to verify</source>
        <translation>%1 není potvrzen; není co ověřovat</translation>
    </message>
    <message>
        <source>the confirming lookup found several records for the reference of %1: a duplicate at the target; held for a reviewer</source>
        <translation>potvrzující vyhledání našlo více záznamů pro referenci %1: duplicita v cíli; pozastaveno pro posuzovatele</translation>
    </message>
    <message>
        <source>the target holds several records for %1: it was executed, more than once</source>
        <translation>cíl má pro %1 více záznamů: byl proveden, a to víckrát</translation>
    </message>
    <message>
        <source>an earlier request of %1 may still be executing at the target until %2; nothing can be called not executed before then</source>
        <translation>dřívější požadavek %1 může v cíli běžet ještě do %2; do té doby nelze nic označit za neprovedené</translation>
    </message>
    <message>
        <source>an earlier request of %1 may still be executing at the target until %2; wait before a retry</source>
        <translation>dřívější požadavek %1 může v cíli běžet ještě do %2; s opakováním počkejte</translation>
    </message>
    <message>
        <source>Wait: the target may still act on %1 until %2. Then check it by hand.</source>
        <translation>Počkejte: cíl může %1 zpracovat ještě do %2. Pak ho zkontrolujte ručně.</translation>
    </message>
    <message>
        <source>None yet: the target may still act on %1 until %2; Runledger keeps looking it up.</source>
        <translation>Zatím nic: cíl může %1 zpracovat ještě do %2; Runledger dál vyhledává.</translation>
    </message>
    <message>
        <source>Check the records at the target: keep one, delete the others there, then adopt the one kept for %1.</source>
        <translation>Zkontrolujte záznamy v cíli: jeden ponechte, ostatní tam smažte a pak ponechaný převezměte pro %1.</translation>
    </message>
    <message>
        <source>Wait until %2: the target may still act on %1. Then reconcile it.</source>
        <translation>Počkejte do %2: cíl může %1 ještě zpracovat. Pak ho ověřte.</translation>
    </message>
    <message>
        <source>the content of %1 cannot be sent as it is: start a new approved operation with edited content, or abandon</source>
        <translation>obsah kroku %1 nelze odeslat tak, jak je: spusťte novou schválenou operaci s upraveným obsahem, nebo ji opusťte</translation>
    </message>
    <message>
        <source>step %1 (voucher)</source>
        <translation>krok %1 (poukázka)</translation>
    </message>
    <message>
        <source>Start a new approved operation with edited content for %1, or abandon.</source>
        <translation>Spusťte novou schválenou operaci s upraveným obsahem pro %1, nebo ji opusťte.</translation>
    </message>
    <message>
        <source>Wait until %2: the target&apos;s search may not show the record of %1 before then. Then adopt its record or confirm it was not executed.</source>
        <translation>Počkejte do %2: vyhledávání cíle nemusí záznam %1 ukázat dříve. Potom převezměte jeho záznam, nebo potvrďte, že nebyl proveden.</translation>
    </message>
</context>
<context>
    <name>TargetProfile</name>
    <message>
        <source>target %1: %2</source>
        <translation>cíl %1: %2</translation>
    </message>
    <message>
        <source>base_url must be an http or https URL</source>
        <translation>base_url musí být URL http nebo https</translation>
    </message>
    <message>
        <source>capability must be protected_create, lookup_only or none</source>
        <translation>capability musí být protected_create, lookup_only nebo none</translation>
    </message>
    <message>
        <source>max_attempts, max_in_flight and timeouts must be at least 1</source>
        <translation>max_attempts, max_in_flight a časové limity musí být alespoň 1</translation>
    </message>
    <message>
        <source>a token must not be written into the configuration; name its environment variable in token_env</source>
        <translation>token nepatří do konfigurace; uveďte jeho proměnnou prostředí v token_env</translation>
    </message>
    <message>
        <source>not_executed_statuses must be HTTP error codes</source>
        <translation>not_executed_statuses musí být chybové kódy HTTP</translation>
    </message>
    <message>
        <source>max_execution_ms must not be shorter than deadline_ms: the target may still act until the deadline</source>
        <translation>max_execution_ms nesmí být kratší než deadline_ms: cíl může jednat až do termínu</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 musí být true nebo false</translation>
    </message>
    <message>
        <source>capability lookup_only needs a lookup; set lookup to true or declare capability none</source>
        <translation>capability lookup_only vyžaduje vyhledání; nastavte lookup na true nebo deklarujte capability none</translation>
    </message>
    <message>
        <source>Resend offers no lookup by reference; remove &quot;lookup&quot;</source>
        <translation>Resend nenabízí vyhledání podle reference; odstraňte &quot;lookup&quot;</translation>
    </message>
    <message>
        <source>protocol &quot;%1&quot; is not supported by this build (supported: %2)</source>
        <translation>protokol &quot;%1&quot; toto sestavení nepodporuje (podporováno: %2)</translation>
    </message>
    <message>
        <source>protocol %1 is for %2 targets: kind must be &quot;%2&quot;</source>
        <translation>protokol %1 je pro cíle %2: kind musí být &quot;%2&quot;</translation>
    </message>
    <message>
        <source>protocol %1 needs &quot;from&quot;: the sender address</source>
        <translation>protokol %1 vyžaduje &quot;from&quot;: adresu odesílatele</translation>
    </message>
    <message>
        <source>field_map values must be the target&apos;s field names</source>
        <translation>hodnoty field_map musí být názvy polí cíle</translation>
    </message>
    <message>
        <source>Salesforce&apos;s External ID has no retention limit; remove key_retention_seconds</source>
        <translation>External ID v Salesforce nemá žádnou dobu uchování; odstraňte key_retention_seconds</translation>
    </message>
    <message>
        <source>webhook_secret_env is for the delivery events of resend and postmark targets</source>
        <translation>webhook_secret_env je pro události doručení cílů Resend a Postmark</translation>
    </message>
    <message>
        <source>record_url and search_url must be http or https URL templates</source>
        <translation>record_url a search_url musí být šablony URL http nebo https</translation>
    </message>
    <message>
        <source>timeouts, attempts and backoff must be numbers from 0 to 1,000,000,000</source>
        <translation>časové limity, pokusy a prodlevy musí být čísla od 0 do 1 000 000 000</translation>
    </message>
    <message>
        <source>kind must be &quot;crm&quot;, &quot;mail&quot; or &quot;voucher&quot;</source>
        <translation>kind musí být &quot;crm&quot;, &quot;mail&quot; nebo &quot;voucher&quot;</translation>
    </message>
    <message>
        <source>a voucher target needs the protocol shopify_discount or stripe_promotion_code</source>
        <translation>cíl poukázek potřebuje protokol shopify_discount nebo stripe_promotion_code</translation>
    </message>
    <message>
        <source>code_prefix must be up to 8 capital letters or digits, like &quot;SHOP&quot;</source>
        <translation>code_prefix musí mít nejvýše 8 velkých písmen nebo číslic, například &quot;SHOP&quot;</translation>
    </message>
    <message>
        <source>Shopify&apos;s discount codes carry no idempotency key; remove key_retention_seconds</source>
        <translation>Slevové kódy Shopify nemají klíč idempotence; odstraňte key_retention_seconds</translation>
    </message>
    <message>
        <source>protocol stripe_promotion_code needs &quot;coupon&quot;: the id of the coupon its promotion codes point at</source>
        <translation>protokol stripe_promotion_code potřebuje &quot;coupon&quot;: id kupónu, na který jeho propagační kódy odkazují</translation>
    </message>
    <message>
        <source>a voucher target can always be looked up by its code; declare lookup_only (Shopify) or protected_create (Stripe)</source>
        <translation>cíl poukázek lze vždy vyhledat podle kódu; uveďte lookup_only (Shopify) nebo protected_create (Stripe)</translation>
    </message>
    <message>
        <source>Shopify documents no idempotency key for discountCodeBasicCreate; declare capability lookup_only</source>
        <translation>Shopify pro discountCodeBasicCreate nedokumentuje žádný klíč idempotence; uveďte capability lookup_only</translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>a service login</source>
        <translation>servisní login</translation>
    </message>
    <message>
        <source>a reviewer</source>
        <translation>posuzovatel</translation>
    </message>
    <message>
        <source>an approver</source>
        <translation>schvalovatel</translation>
    </message>
    <message>
        <source>an auditor</source>
        <translation>auditor</translation>
    </message>
    <message>
        <source>the login %1 is not on this ledger&apos;s team; the ledger&apos;s owner adds it with runledgerctl team add</source>
        <translation>login %1 není v týmu tohoto deníku; vlastník deníku ho přidá příkazem runledgerctl team add</translation>
    </message>
    <message>
        <source>you are signed in as %1 (login %2); a decision cannot be recorded under another name (%3)</source>
        <translation>jste přihlášeni jako %1 (login %2); rozhodnutí nelze zaznamenat pod jiným jménem (%3)</translation>
    </message>
    <message>
        <source>%1 needs %2; the login %3 is %4</source>
        <translation>%1 vyžaduje roli: %2; login %3 je: %4</translation>
    </message>
    <message>
        <source>a SQLite ledger is one person&apos;s file and has no team: roles need a PostgreSQL ledger</source>
        <translation>deník SQLite je soubor jedné osoby a nemá tým: role vyžadují deník v PostgreSQL</translation>
    </message>
    <message>
        <source>reading who is signed in</source>
        <translation>při čtení, kdo je přihlášen</translation>
    </message>
    <message>
        <source>reading the team</source>
        <translation>při čtení týmu</translation>
    </message>
    <message>
        <source>setting up the team&apos;s roles</source>
        <translation>při nastavování rolí týmu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a database login name</source>
        <translation>&apos;%1&apos; není název loginu databáze</translation>
    </message>
    <message>
        <source>a team member needs a display name</source>
        <translation>člen týmu potřebuje zobrazované jméno</translation>
    </message>
    <message>
        <source>reading the login</source>
        <translation>při čtení loginu</translation>
    </message>
    <message>
        <source>there is no database login %1: the administrator creates it first (CREATE ROLE %1 LOGIN PASSWORD …)</source>
        <translation>login databáze %1 neexistuje: správce ho nejprve vytvoří (CREATE ROLE %1 LOGIN PASSWORD …)</translation>
    </message>
    <message>
        <source>the database role %1 cannot log in</source>
        <translation>role databáze %1 se nemůže přihlásit</translation>
    </message>
    <message>
        <source>reading the roles</source>
        <translation>při čtení rolí</translation>
    </message>
    <message>
        <source>the team&apos;s roles are not set up on this database: run runledgerctl team init first</source>
        <translation>role týmu nejsou v této databázi nastaveny: nejprve spusťte runledgerctl team init</translation>
    </message>
    <message>
        <source>granting the login&apos;s role</source>
        <translation>při udělování role loginu</translation>
    </message>
    <message>
        <source>adding the team member</source>
        <translation>při přidávání člena týmu</translation>
    </message>
    <message>
        <source>reading the login&apos;s roles</source>
        <translation>při čtení rolí loginu</translation>
    </message>
    <message>
        <source>revoking the login&apos;s role</source>
        <translation>při odebírání role loginu</translation>
    </message>
    <message>
        <source>removing the team member</source>
        <translation>při odebírání člena týmu</translation>
    </message>
    <message>
        <source>%1 is not an active member of this ledger&apos;s team</source>
        <translation>%1 není aktivním členem týmu tohoto deníku</translation>
    </message>
    <message>
        <source>recording the team&apos;s change</source>
        <translation>při zaznamenávání změny týmu</translation>
    </message>
    <message>
        <source>reading the team&apos;s history</source>
        <translation>při čtení historie týmu</translation>
    </message>
    <message>
        <source>the login %1 was not on the team</source>
        <translation>login %1 nebyl v týmu</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(žádný)</translation>
    </message>
    <message>
        <source>the login %1 had been removed from the team</source>
        <translation>login %1 byl z týmu odebrán</translation>
    </message>
    <message>
        <source>the login %1 was %2</source>
        <translation>login %1 byl: %2</translation>
    </message>
    <message>
        <source>nobody on this team may countersign: a request for a four-eyes decision waits until an approver is added (runledgerctl team add --role approver)</source>
        <translation>nikdo v tomto týmu nesmí spolupodepisovat: žádost o rozhodnutí čtyř očí čeká, dokud nebude přidán schvalovatel (runledgerctl team add --role approver)</translation>
    </message>
    <message>
        <source>%1 is the only approver: %1 countersigns the reviewers&apos; requests, but a request %1 makes waits until a second approver is added</source>
        <translation>%1 je jediný schvalovatel: %1 spolupodepisuje žádosti revizorů, ale žádost od %1 čeká, dokud nebude přidán druhý schvalovatel</translation>
    </message>
</context>
<context>
    <name>rl::app</name>
    <message>
        <source>the PDF helper runledger-pdf is not installed next to this program</source>
        <translation>pomocný program PDF runledger-pdf není nainstalován vedle tohoto programu</translation>
    </message>
    <message>
        <source>the PDF helper did not start: %1</source>
        <translation>pomocný program PDF se nespustil: %1</translation>
    </message>
    <message>
        <source>the PDF helper did not finish in time</source>
        <translation>pomocný program PDF neskončil včas</translation>
    </message>
    <message>
        <source>the PDF helper failed: %1</source>
        <translation>pomocný program PDF selhal: %1</translation>
    </message>
    <message>
        <source>a PDF needs Qt GUI, which this program did not start</source>
        <translation>PDF potřebuje Qt GUI, které tento program nespustil</translation>
    </message>
    <message>
        <source>the PDF could not be written</source>
        <translation>PDF nelze zapsat</translation>
    </message>
    <message>
        <source>%1 could not be attached to the PDF</source>
        <translation>%1 nelze připojit k PDF</translation>
    </message>
    <message>
        <source>the sandbox program runledger-sandbox is not installed next to this program or on the PATH</source>
        <translation>program sandboxu runledger-sandbox není nainstalován vedle tohoto programu ani v PATH</translation>
    </message>
    <message>
        <source>the sandbox program %1 did not start: %2</source>
        <translation>program sandboxu %1 se nespustil: %2</translation>
    </message>
</context>
<context>
    <name>rl::app::AcceptanceRun</name>
    <message>
        <source>Normal success</source>
        <translation>Běžný úspěch</translation>
    </message>
    <message>
        <source>Same event delivered twice (and 20 times at once)</source>
        <translation>Stejná událost doručená dvakrát (a 20krát najednou)</translation>
    </message>
    <message>
        <source>Timeout after the CRM succeeded</source>
        <translation>Vypršení času poté, co CRM uspělo</translation>
    </message>
    <message>
        <source>Two concurrent attempts</source>
        <translation>Dva souběžné pokusy</translation>
    </message>
    <message>
        <source>Resume after approval</source>
        <translation>Pokračování po schválení</translation>
    </message>
    <message>
        <source>Late repeat after the idempotency key expired</source>
        <translation>Pozdní opakování po vypršení klíče idempotence</translation>
    </message>
    <message>
        <source>no operation</source>
        <translation>žádná operace</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádný</translation>
    </message>
    <message>
        <source>Setting up the sandbox and the scratch ledger</source>
        <translation>Příprava sandboxu a pracovního deníku</translation>
    </message>
    <message>
        <source>None: every step is confirmed.</source>
        <translation>Žádné: každý krok je potvrzen.</translation>
    </message>
    <message>
        <source>One orders/create event; flow: CRM task, then e-mail.</source>
        <translation>Jedna událost orders/create; tok: úkol v CRM, pak e-mail.</translation>
    </message>
    <message>
        <source>completed with one task and one e-mail</source>
        <translation>dokončeno s jedním úkolem a jedním e-mailem</translation>
    </message>
    <message>
        <source>the operation did not complete</source>
        <translation>operace nebyla dokončena</translation>
    </message>
    <message>
        <source>The same event delivered twice with different webhook ids, then 20 more deliveries of it.</source>
        <translation>Stejná událost doručená dvakrát s různými id webhooku, pak dalších 20 jejích doručení.</translation>
    </message>
    <message>
        <source>%1 operations for one event</source>
        <translation>%1 operací pro jednu událost</translation>
    </message>
    <message>
        <source>22 deliveries, one operation, one task, one e-mail</source>
        <translation>22 doručení, jedna operace, jeden úkol, jeden e-mail</translation>
    </message>
    <message>
        <source>The CRM creates the task and its answer is lost (the runner times out).</source>
        <translation>CRM vytvoří úkol a jeho odpověď se ztratí (runneru vyprší čas).</translation>
    </message>
    <message>
        <source>reconciled with the CRM; its task was adopted, not created again</source>
        <translation>ověřeno v CRM; jeho úkol byl převzat, ne vytvořen znovu</translation>
    </message>
    <message>
        <source>the uncertain step was not reconciled</source>
        <translation>nejistý krok nebyl ověřen</translation>
    </message>
    <message>
        <source>Ten operations, two runners on one ledger racing for every step; the target ignores idempotency keys.</source>
        <translation>Deset operací, dva runnery na jednom deníku soupeří o každý krok; cíl ignoruje klíče idempotence.</translation>
    </message>
    <message>
        <source>not every operation completed</source>
        <translation>ne každá operace byla dokončena</translation>
    </message>
    <message>
        <source>20 steps, 20 attempts: each reservation let exactly one runner act</source>
        <translation>20 kroků, 20 pokusů: každá rezervace nechala jednat právě jeden runner</translation>
    </message>
    <message>
        <source>%1 attempts for 20 steps</source>
        <translation>%1 pokusů pro 20 kroků</translation>
    </message>
    <message>
        <source>the e-mail never waited for approval</source>
        <translation>e-mail nikdy nečekal na schválení</translation>
    </message>
    <message>
        <source>Acceptance test: e-mail text checked</source>
        <translation>Akceptační test: text e-mailu zkontrolován</translation>
    </message>
    <message>
        <source>the operation did not resume after the approval</source>
        <translation>operace po schválení nepokračovala</translation>
    </message>
    <message>
        <source>step 1 not repeated; the e-mail sent is the approved version byte for byte</source>
        <translation>krok 1 se neopakoval; odeslaný e-mail je bajt po bajtu schválená verze</translation>
    </message>
    <message>
        <source>the e-mail sent differs from the approved version</source>
        <translation>odeslaný e-mail se liší od schválené verze</translation>
    </message>
    <message>
        <source>looked up, no clear evidence: held for a reviewer; nothing was resent</source>
        <translation>vyhledáno, žádný jasný důkaz: pozastaveno pro posuzovatele; nic nebylo odesláno znovu</translation>
    </message>
    <message>
        <source>the step was not held after the key expired (state %1)</source>
        <translation>krok nebyl po vypršení klíče pozastaven (stav %1)</translation>
    </message>
    <message>
        <source>the configuration needs a crm and a mail target</source>
        <translation>konfigurace potřebuje cíl crm a cíl mail</translation>
    </message>
    <message>
        <source>past the key&apos;s retention the task was looked up and found: adopted, nothing was resent</source>
        <translation>po době platnosti klíče byl úkol vyhledán a nalezen: převzat, nic nebylo odesláno znovu</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1; open step: %2; attempts: %3</source>
        <translation>%1; otevřený krok: %2; pokusy: %3</translation>
    </message>
    <message>
        <source>The CRM task is created, its answer lost; the CRM&apos;s search has not caught up when the 2 s key retention has passed.</source>
        <translation>Úkol v CRM se vytvoří, jeho odpověď se ztratí; vyhledávání CRM to ještě nedohnalo, když uplynula 2s doba uchování klíče.</translation>
    </message>
    <message>
        <source>Probing the configured targets</source>
        <translation>Zkouška nastavených cílů</translation>
    </message>
    <message>
        <source>target %1 could not be probed, so no case was run: %2</source>
        <translation>cíl %1 nešlo vyzkoušet, proto nebyl spuštěn žádný případ: %2</translation>
    </message>
    <message>
        <source>(the CRM tasks could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(úkoly CRM nešlo spočítat: %1 nenabízí vyhledání podle reference)</translation>
    </message>
    <message>
        <source>(the e-mails could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(e-maily nešlo spočítat: %1 nenabízí vyhledání podle reference)</translation>
    </message>
    <message>
        <source>The CRM task is created, its answer lost, and the key retention runs out.</source>
        <translation>Úkol CRM je vytvořen, jeho odpověď se ztratí a uchování klíče vyprší.</translation>
    </message>
    <message>
        <source>Ten operations, two runners on one ledger racing for every step.</source>
        <translation>Deset operací, dva běhy nad jednou knihou soupeří o každý krok.</translation>
    </message>
    <message>
        <source>step 1 not repeated; the request sent is the approved version&apos;s (its fingerprint)</source>
        <translation>krok 1 se neopakoval; odeslaný požadavek je ten ze schválené verze (jeho otisk)</translation>
    </message>
    <message>
        <source>the request sent is not the approved version&apos;s</source>
        <translation>odeslaný požadavek není ten ze schválené verze</translation>
    </message>
    <message>
        <source>the target performed %1 and %2, expected %3 and %4</source>
        <translation>cíl provedl %1 a %2, očekáváno %3 a %4</translation>
    </message>
    <message numerus="yes">
        <source>%n CRM task(s)</source>
        <translation>
            <numerusform>%n úkol v CRM</numerusform>
            <numerusform>%n úkoly v CRM</numerusform>
            <numerusform>%n úkolů v CRM</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n e-mail(s)</source>
        <translation>
            <numerusform>%n e-mail</numerusform>
            <numerusform>%n e-maily</numerusform>
            <numerusform>%n e-mailů</numerusform>
        </translation>
    </message>
    <message>
        <source>the probe did not finish within %1 s</source>
        <translation>test neskončil do %1 s</translation>
    </message>
    <message>
        <source>Unknown: the ledger could not be read (%1).</source>
        <translation>Neznámé: deník nelze přečíst (%1).</translation>
    </message>
    <message>
        <source>the ledger could not be read: %1</source>
        <translation>deník nelze přečíst: %1</translation>
    </message>
    <message>
        <source>the mail target has no sandbox admin API, so the cases send real e-mails: set its &quot;probe_recipient&quot; (or &quot;from&quot;) to an address you read</source>
        <translation>poštovní cíl nemá administrační API sandboxu, případy tedy odesílají skutečné e-maily: nastavte jeho &quot;probe_recipient&quot; (nebo &quot;from&quot;) na adresu, kterou čtete</translation>
    </message>
    <message>
        <source>the ledger could not be read (%1)</source>
        <translation>deník nešlo přečíst (%1)</translation>
    </message>
    <message>
        <source>Unknown: step %1 is not in the ledger.</source>
        <translation>Neznámé: krok %1 v deníku není.</translation>
    </message>
    <message>
        <source>the e-mail step is not in the ledger</source>
        <translation>krok s e-mailem v deníku není</translation>
    </message>
    <message>
        <source>no such case</source>
        <translation>žádný takový případ</translation>
    </message>
    <message>
        <source>Automated test run</source>
        <translation>Automatizovaný testovací běh</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>not run: this case makes the target lose its answer (and moves its clock) on purpose, which only the simulation can do; the configured targets cannot be told to</source>
        <translation>neproběhlo: tento případ nechá cíl úmyslně ztratit odpověď (a posune mu hodiny), což umí jen simulace; nastaveným cílům to nařídit nelze</translation>
    </message>
    <message>
        <source>orders/paid: the CRM task runs, the e-mail waits for its text to be approved; the automated test run approves it, standing in for a reviewer.</source>
        <translation>orders/paid: úkol v CRM běží, e-mail čeká na schválení svého textu; automatizovaný testovací běh ho schválí místo posuzovatele.</translation>
    </message>
    <message>
        <source>the configuration has no voucher target</source>
        <translation>konfigurace nemá žádný cíl poukázek</translation>
    </message>
    <message numerus="yes">
        <source>%n voucher(s)</source>
        <translation>
            <numerusform>%n poukázka</numerusform>
            <numerusform>%n poukázky</numerusform>
            <numerusform>%n poukázek</numerusform>
        </translation>
    </message>
    <message>
        <source>(the vouchers could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(poukázky nešlo spočítat: %1 nelze vyhledat podle reference)</translation>
    </message>
    <message>
        <source>Timeout after the voucher was created</source>
        <translation>Vypršení času po vytvoření poukázky</translation>
    </message>
    <message>
        <source>Late repeat after Stripe&apos;s idempotency key expired</source>
        <translation>Pozdní opakování po vypršení klíče idempotence Stripe</translation>
    </message>
    <message>
        <source>One orders/create event; flow: a voucher, then an e-mail with its code.</source>
        <translation>Jedna událost orders/create; tok: poukázka, pak e-mail s jejím kódem.</translation>
    </message>
    <message>
        <source>completed with one voucher and one e-mail with its code</source>
        <translation>dokončeno s jednou poukázkou a jedním e-mailem s jejím kódem</translation>
    </message>
    <message>
        <source>22 deliveries, one operation, one voucher, one e-mail</source>
        <translation>22 doručení, jedna operace, jedna poukázka, jeden e-mail</translation>
    </message>
    <message>
        <source>The shop creates the voucher and its answer is lost (the runner times out).</source>
        <translation>Obchod vytvoří poukázku a jeho odpověď se ztratí (runneru vyprší čas).</translation>
    </message>
    <message>
        <source>looked up by its code at the shop; the voucher was adopted, not created again</source>
        <translation>vyhledáno podle kódu v obchodě; poukázka byla převzata, ne vytvořena znovu</translation>
    </message>
    <message>
        <source>orders/paid: the voucher is created, the e-mail with its code waits for its text to be approved; the automated test run approves it, standing in for a reviewer.</source>
        <translation>orders/paid: poukázka se vytvoří, e-mail s jejím kódem čeká na schválení textu; automatický testovací běh jej schválí místo posuzovatele.</translation>
    </message>
    <message>
        <source>The shop&apos;s voucher create outlasts the runner&apos;s patience and Stripe&apos;s 2 s key retention; then it finishes, and the automated test run reconciles the held step, standing in for a reviewer.</source>
        <translation>Vytváření poukázky v obchodě trvá déle než trpělivost runneru a 2 s uchování klíče u Stripe; pak se dokončí a automatický testovací běh místo posuzovatele sladí pozdržený krok.</translation>
    </message>
    <message>
        <source>The shop&apos;s voucher create outlasts the runner&apos;s patience; the shop has no key to expire, only the code.</source>
        <translation>Vytváření poukázky v obchodě trvá déle než trpělivost runneru; obchod nemá klíč, který by mohl vypršet, jen kód.</translation>
    </message>
    <message>
        <source>the voucher step was not settled (state %1)</source>
        <translation>krok poukázky nebyl vyřešen (stav %1)</translation>
    </message>
    <message>
        <source>looked up by its code until the create had finished: found and adopted, nothing was resent</source>
        <translation>vyhledáváno podle kódu, dokud se vytváření nedokončilo: nalezeno a převzato, nic nebylo odesláno znovu</translation>
    </message>
    <message>
        <source>the voucher was sent again</source>
        <translation>poukázka byla odeslána znovu</translation>
    </message>
    <message>
        <source>Acceptance test: the voucher&apos;s create has finished; look its code up</source>
        <translation>Akceptační test: vytváření poukázky je dokončeno; vyhledat její kód</translation>
    </message>
    <message>
        <source>the held voucher was not found and adopted by its code (state %1)</source>
        <translation>pozdržená poukázka nebyla nalezena a převzata podle kódu (stav %1)</translation>
    </message>
    <message>
        <source>past the key&apos;s retention nothing was resent: held, then looked up by its code, found and adopted</source>
        <translation>po uplynutí doby uchování klíče nebylo nic odesláno znovu: pozdrženo, pak vyhledáno podle kódu, nalezeno a převzato</translation>
    </message>
    <message>
        <source>cannot start the sandbox target: %1</source>
        <translation>cíl sandboxu nelze spustit: %1</translation>
    </message>
</context>
<context>
    <name>rl::app::CallbackSender</name>
    <message>
        <source>caller %1: %2</source>
        <translation>volající %1: %2</translation>
    </message>
    <message>
        <source>its callback is configured, but %1 (the address to send it to) is not set</source>
        <translation>jeho zpětné volání je nastaveno, ale %1 (adresa, kam se posílá) není nastavena</translation>
    </message>
    <message>
        <source>callbacks are signed: set %1 to a Standard Webhooks secret (whsec_…)</source>
        <translation>zpětná volání jsou podepsaná: nastavte %1 na tajemství Standard Webhooks (whsec_…)</translation>
    </message>
    <message>
        <source>callbacks: the ledger could not be read: %1</source>
        <translation>zpětná volání: deník nelze přečíst: %1</translation>
    </message>
    <message>
        <source>callback %1 was delivered, but recording that failed: %2</source>
        <translation>zpětné volání %1 bylo doručeno, ale zaznamenání selhalo: %2</translation>
    </message>
    <message>
        <source>callback %1 delivered to caller %2: operation %3 is %4</source>
        <translation>zpětné volání %1 doručeno volajícímu %2: operace %3 je %4</translation>
    </message>
    <message>
        <source>callback %1: recording the next try failed: %2</source>
        <translation>zpětné volání %1: zaznamenání dalšího pokusu selhalo: %2</translation>
    </message>
    <message>
        <source>callback %1 to caller %2 not delivered (try %3: %4); next try in %5 s</source>
        <translation>zpětné volání %1 volajícímu %2 nedoručeno (pokus %3: %4); další pokus za %5 s</translation>
    </message>
</context>
<context>
    <name>rl::app::Connector</name>
    <message>
        <source>no answer within %1 ms</source>
        <translation>žádná odpověď do %1 ms</translation>
    </message>
    <message>
        <source>connected: the token is accepted (it may only send e-mails)</source>
        <translation>připojeno: token je přijat (smí jen posílat e-maily)</translation>
    </message>
    <message>
        <source>the target refused the token (HTTP %1)</source>
        <translation>cíl token odmítl (HTTP %1)</translation>
    </message>
    <message>
        <source>connected: the token is accepted, and the target asks to slow down (HTTP 429)</source>
        <translation>připojeno: token je přijat a cíl žádá o zpomalení (HTTP 429)</translation>
    </message>
    <message>
        <source>connected: a read-only call was answered (HTTP %1)</source>
        <translation>připojeno: volání jen pro čtení bylo zodpovězeno (HTTP %1)</translation>
    </message>
    <message>
        <source>unexpected answer (HTTP %1): %2</source>
        <translation>neočekávaná odpověď (HTTP %1): %2</translation>
    </message>
    <message>
        <source>this target offers no read-only call to test the connection with</source>
        <translation>tento cíl nenabízí žádné volání jen pro čtení k otestování spojení</translation>
    </message>
</context>
<context>
    <name>rl::app::HoldAlerter</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hodinu</numerusform>
            <numerusform>%n hodiny</numerusform>
            <numerusform>%n hodin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minutu</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n sekundu</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>alerts are configured, but %1 (the address to send them to) is not set</source>
        <translation>upozornění jsou nastavena, ale %1 (adresa, kam se posílají) není nastavena</translation>
    </message>
    <message>
        <source>%1 must be an https address (http only to this machine)</source>
        <translation>%1 musí být adresa https (http jen na tento počítač)</translation>
    </message>
    <message>
        <source>%1 must be a Standard Webhooks secret (whsec_ followed by base64)</source>
        <translation>%1 musí být tajemství Standard Webhooks (whsec_ následované base64)</translation>
    </message>
    <message>
        <source>standard alerts are signed: set %1 to a Standard Webhooks secret (whsec_…)</source>
        <translation>standardní upozornění jsou podepsaná: nastavte %1 na tajemství Standard Webhooks (whsec_…)</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) held longer than %1 wait for a reviewer (%2). Open the review console to decide.</source>
        <translation>
            <numerusform>Runledger: %n operace pozdržená déle než %1 čeká na kontrolora (%2). Otevřete kontrolní konzoli a rozhodněte.</numerusform>
            <numerusform>Runledger: %n operace pozdržené déle než %1 čekají na kontrolora (%2). Otevřete kontrolní konzoli a rozhodněte.</numerusform>
            <numerusform>Runledger: %n operací pozdržených déle než %1 čeká na kontrolora (%2). Otevřete kontrolní konzoli a rozhodněte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Operations wait for a reviewer</source>
        <translation>Operace čekají na kontrolora</translation>
    </message>
    <message>
        <source>Runledger: operations wait for a reviewer</source>
        <translation>Runledger: operace čekají na kontrolora</translation>
    </message>
    <message>
        <source>hold alerts: the ledger could not be read: %1</source>
        <translation>upozornění: deník nelze přečíst: %1</translation>
    </message>
    <message>
        <source>hold alert %1 was delivered, but recording that failed: %2</source>
        <translation>upozornění %1 bylo doručeno, ale jeho zaznamenání selhalo: %2</translation>
    </message>
    <message numerus="yes">
        <source>hold alert %1 delivered: %n operation(s) held too long</source>
        <translation>
            <numerusform>upozornění %1 doručeno: %n operace pozdržena příliš dlouho</numerusform>
            <numerusform>upozornění %1 doručeno: %n operace pozdrženy příliš dlouho</numerusform>
            <numerusform>upozornění %1 doručeno: %n operací pozdrženo příliš dlouho</numerusform>
        </translation>
    </message>
    <message>
        <source>hold alert %1 not delivered (try %2: %3); next try in %4 s</source>
        <translation>upozornění %1 nedoručeno (pokus %2: %3); další pokus za %4 s</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>hold alerts: the ledger could not be written: %1</source>
        <translation>upozornění: do deníku nelze zapsat: %1</translation>
    </message>
    <message>
        <source>hold alert %1: recording the next try failed: %2</source>
        <translation>upozornění %1: další pokus nelze zaznamenat: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 a %n další</numerusform>
            <numerusform>%1 a %n další</numerusform>
            <numerusform>%1 a %n dalších</numerusform>
        </translation>
    </message>
    <message>
        <source>e-mail through the mail target %1</source>
        <translation>e-mail přes poštovní cíl %1</translation>
    </message>
    <message>
        <source>e-mail alerts go through the mail target %1, which the configuration does not have</source>
        <translation>e-mailová upozornění jdou přes poštovní cíl %1, který konfigurace nemá</translation>
    </message>
    <message>
        <source>e-mail alerts go through the mail target %1: set %2 to its token</source>
        <translation>e-mailová upozornění jdou přes poštovní cíl %1: nastavte %2 na jeho token</translation>
    </message>
    <message>
        <source>Operations: %1</source>
        <translation>Operace: %1</translation>
    </message>
    <message>
        <source>Held operations:</source>
        <translation>Pozdržené operace:</translation>
    </message>
    <message>
        <source>- %1: %2, held since %3</source>
        <translation>- %1: %2, pozdrženo od %3</translation>
    </message>
    <message>
        <source>Alert %1, made %2.</source>
        <translation>Upozornění %1, vytvořeno %2.</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) wait for a reviewer</source>
        <translation>
            <numerusform>Runledger: %n operace čeká na kontrolora</numerusform>
            <numerusform>Runledger: %n operace čekají na kontrolora</numerusform>
            <numerusform>Runledger: %n operací čeká na kontrolora</numerusform>
        </translation>
    </message>
    <message>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <source>Runledger: a customer asked for their data</source>
        <translation>Runledger: zákazník požádal o své údaje</translation>
    </message>
    <message>
        <source>Shopify asked, for a customer of %1, for everything Runledger holds on them (data request %2). The access export is ready in %3 on the machine that runs Runledger&apos;s service: hand it to the shop, which answers the customer.</source>
        <translation>Shopify požádal za zákazníka obchodu %1 o vše, co o něm Runledger uchovává (žádost o údaje %2). Export je připraven v %3 na počítači, kde běží služba Runledgeru: předejte ho obchodu, který zákazníkovi odpoví.</translation>
    </message>
    <message>
        <source>Notice %1, made %2.</source>
        <translation>Oznámení %1, vytvořeno %2.</translation>
    </message>
    <message>
        <source>data request notices: the ledger could not be read: %1</source>
        <translation>oznámení o žádostech o údaje: ledger nelze přečíst: %1</translation>
    </message>
    <message>
        <source>data request notice %1 was delivered, but recording that failed: %2</source>
        <translation>oznámení %1 o žádosti o údaje bylo doručeno, ale zaznamenání selhalo: %2</translation>
    </message>
    <message>
        <source>data request notice %1 delivered (shop %2)</source>
        <translation>oznámení %1 o žádosti o údaje doručeno (obchod %2)</translation>
    </message>
    <message>
        <source>data request notice %1: recording the next try failed: %2</source>
        <translation>oznámení %1 o žádosti o údaje: zaznamenání dalšího pokusu selhalo: %2</translation>
    </message>
    <message>
        <source>data request notice %1 not delivered (try %2: %3); next try in %4 s</source>
        <translation>oznámení %1 o žádosti o údaje nedoručeno (pokus %2: %3); další pokus za %4 s</translation>
    </message>
</context>
<context>
    <name>rl::app::IntakeServer</name>
    <message>
        <source>not a JSON object</source>
        <translation>není objekt JSON</translation>
    </message>
    <message>
        <source>body_base64 is not valid base64</source>
        <translation>body_base64 není platné base64</translation>
    </message>
</context>
<context>
    <name>rl::models</name>
    <message>
        <source>no difference</source>
        <translation>žádný rozdíl</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Komu</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Předmět</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Popis</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Termín</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>&lt;i&gt;This content cannot be shown: it is not in the step&apos;s format.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Tento obsah nelze zobrazit: nemá formát kroku.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1: added “%2”</source>
        <translation>%1: přidáno „%2“</translation>
    </message>
    <message>
        <source>%1: removed</source>
        <translation>%1: odstraněno</translation>
    </message>
    <message>
        <source>Version %1: approved with the flow&apos;s configuration</source>
        <translation>Verze %1: schválena s konfigurací toku</translation>
    </message>
    <message>
        <source>Version %1: not approved yet</source>
        <translation>Verze %1: zatím neschválena</translation>
    </message>
    <message>
        <source>Version %1: approved by %2 on %3</source>
        <translation>Verze %1: schválil(a) %2 dne %3</translation>
    </message>
    <message>
        <source>Idempotency key: the unique reference Runledger gives this step. The target uses it to recognise a repeated request, and Runledger searches the target for it before anything is sent again.</source>
        <translation>Klíč idempotence: jedinečná reference, kterou Runledger dá tomuto kroku. Cíl podle ní pozná opakovaný požadavek a Runledger ji u cíle hledá, než cokoli znovu odešle.</translation>
    </message>
    <message>
        <source>HTTP status: the target&apos;s answer code. 2xx: done (201: created); 4xx: refused; 5xx: the target had a problem (503: unavailable).</source>
        <translation>Stav HTTP: kód odpovědi cíle. 2xx: hotovo (201: vytvořeno); 4xx: odmítnuto; 5xx: cíl měl problém (503: nedostupný).</translation>
    </message>
    <message>
        <source>SHA-256 of the content: any change to the text gives another fingerprint.</source>
        <translation>SHA-256 obsahu: každá změna textu dá jiný otisk.</translation>
    </message>
    <message>
        <source>The record&apos;s own id at the target (the CRM task, the e-mail), once it is known.</source>
        <translation>Vlastní id záznamu u cíle (úkol v CRM, e-mail), jakmile je známo.</translation>
    </message>
    <message>
        <source>What the attempt&apos;s answer proves: done, refused before acting (nothing happened), or no clear answer (it may have happened).</source>
        <translation>Co odpověď na pokus dokazuje: hotovo, odmítnuto před provedením (nic se nestalo), nebo žádná jasná odpověď (mohlo se to stát).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Changes from version %1:&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Změny oproti verzi %1:&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rl::models::AttemptsModel</name>
    <message>
        <source>Attempt</source>
        <translation>Pokus</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Zahájeno</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Trvání</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <source>%1 (attempt %2)</source>
        <translation>%1 (pokus %2)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>probíhá</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>bez odpovědi</translation>
    </message>
    <message>
        <source>Answer code</source>
        <translation>Kód odpovědi</translation>
    </message>
</context>
<context>
    <name>rl::models::ContentVersionsModel</name>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Verze</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Schválil(a)</translation>
    </message>
    <message>
        <source>Approved at</source>
        <translation>Schváleno</translation>
    </message>
    <message>
        <source>not approved</source>
        <translation>neschváleno</translation>
    </message>
    <message>
        <source>approved with the flow</source>
        <translation>schváleno s tokem</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Otisk</translation>
    </message>
</context>
<context>
    <name>rl::models::DecisionsModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Decided at</source>
        <translation>Rozhodnuto</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Posuzovatel</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Rozhodnutí</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Zdůvodnění</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Reconcile</source>
        <translation>Ověřit v cíli</translation>
    </message>
    <message>
        <source>Adopt record</source>
        <translation>Převzít záznam</translation>
    </message>
    <message>
        <source>Confirm not executed</source>
        <translation>Potvrdit neprovedení</translation>
    </message>
    <message>
        <source>Approve retry</source>
        <translation>Schválit opakování</translation>
    </message>
    <message>
        <source>Approve content</source>
        <translation>Schválit obsah</translation>
    </message>
    <message>
        <source>New approved operation</source>
        <translation>Nová schválená operace</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>Přiřadit</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Opustit</translation>
    </message>
    <message>
        <source>Countersign</source>
        <translation>Spolupodepsat</translation>
    </message>
    <message>
        <source>Turn down request</source>
        <translation>Zamítnout žádost</translation>
    </message>
    <message>
        <source>Withdraw request</source>
        <translation>Stáhnout žádost</translation>
    </message>
    <message>
        <source>%1 (requested)</source>
        <translation>%1 (požádáno)</translation>
    </message>
    <message>
        <source>Erase personal data</source>
        <translation>Vymazat osobní údaje</translation>
    </message>
</context>
<context>
    <name>rl::models::EvidenceModel</name>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Observed at</source>
        <translation>Zjištěno</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Shrnutí</translation>
    </message>
    <message>
        <source>Target reference</source>
        <translation>Reference v cíli</translation>
    </message>
    <message>
        <source>Lookup by reference</source>
        <translation>Dotaz podle reference</translation>
    </message>
    <message>
        <source>Idempotent replay</source>
        <translation>Idempotentní opakování</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Odpověď</translation>
    </message>
    <message>
        <source>found</source>
        <translation>nalezeno</translation>
    </message>
    <message>
        <source>not there</source>
        <translation>není tam</translation>
    </message>
    <message>
        <source>more than one</source>
        <translation>více než jeden</translation>
    </message>
    <message>
        <source>no clear answer</source>
        <translation>žádná jasná odpověď</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>úspěch</translation>
    </message>
    <message>
        <source>refused before acting</source>
        <translation>odmítnuto před provedením</translation>
    </message>
    <message>
        <source>Confirming lookup</source>
        <translation>Potvrzující vyhledání</translation>
    </message>
    <message>
        <source>Delivery report</source>
        <translation>Zpráva o doručení</translation>
    </message>
    <message>
        <source>Reviewer&apos;s check</source>
        <translation>Kontrola posuzovatelem</translation>
    </message>
</context>
<context>
    <name>rl::models::LedgerClient</name>
    <message>
        <source>The ledger is open read-only; nothing was recorded.</source>
        <translation>Deník je otevřen jen ke čtení; nic nebylo zaznamenáno.</translation>
    </message>
    <message>
        <source>The ledger is open read-only.</source>
        <translation>Ledger je otevřen jen pro čtení.</translation>
    </message>
    <message>
        <source>The ledger is open read-only; nothing was erased.</source>
        <translation>Ledger je otevřen jen pro čtení; nic nebylo vymazáno.</translation>
    </message>
    <message>
        <source>%1 — recorded as a request: an approver other than you countersigns it before anything is done</source>
        <translation>%1 — zaznamenáno jako žádost: jiný schvalovatel než vy ji spolupodepíše, než se cokoli stane</translation>
    </message>
    <message>
        <source>%1 — recorded as a request: another reviewer countersigns it before anything is done</source>
        <translation>%1 — zaznamenáno jako žádost: jiný revizor ji spolupodepíše, než se cokoli stane</translation>
    </message>
</context>
<context>
    <name>rl::models::OperationsModel</name>
    <message>
        <source>Operation</source>
        <translation>Operace</translation>
    </message>
    <message>
        <source>Intended action</source>
        <translation>Zamýšlená akce</translation>
    </message>
    <message>
        <source>Source event</source>
        <translation>Zdrojová událost</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Open step</source>
        <translation>Otevřený krok</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Pokusy</translation>
    </message>
    <message>
        <source>Held since</source>
        <translation>Pozastaveno od</translation>
    </message>
    <message>
        <source>Responsible</source>
        <translation>Odpovědná osoba</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Další rozhodnutí</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Čeká na schválení</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Probíhá</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Nejisté</translation>
    </message>
    <message>
        <source>Held for review</source>
        <translation>Čeká na posouzení</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Dokončeno</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Opuštěno</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>nepřiřazeno</translation>
    </message>
    <message>
        <source>Decide on step %1</source>
        <translation>Rozhodnout o kroku %1</translation>
    </message>
    <message>
        <source>Reconcile step %1</source>
        <translation>Ověřit krok %1 v cíli</translation>
    </message>
    <message>
        <source>Approve content of step %1</source>
        <translation>Schválit obsah kroku %1</translation>
    </message>
    <message>
        <source>None (runner)</source>
        <translation>Žádné (běh)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Žádné</translation>
    </message>
    <message>
        <source>Sorted by creation order; click to reverse</source>
        <translation>Seřazeno podle vytvoření; kliknutím obrátíte</translation>
    </message>
    <message>
        <source>This column does not sort</source>
        <translation>Tento sloupec neřadí</translation>
    </message>
    <message>
        <source>Why held</source>
        <translation>Proč pozdrženo</translation>
    </message>
    <message>
        <source>No reason recorded</source>
        <translation>Důvod nezaznamenán</translation>
    </message>
    <message>
        <source>No clear answer from the target</source>
        <translation>Žádná jasná odpověď cíle</translation>
    </message>
    <message>
        <source>Several records match</source>
        <translation>Odpovídá více záznamů</translation>
    </message>
    <message>
        <source>Cannot be confirmed at the target</source>
        <translation>V cíli nelze potvrdit</translation>
    </message>
    <message>
        <source>Key expired</source>
        <translation>Klíč vypršel</translation>
    </message>
    <message>
        <source>Duplicate at the target</source>
        <translation>Duplikát v cíli</translation>
    </message>
    <message>
        <source>Refused at every attempt</source>
        <translation>Odmítnuto při každém pokusu</translation>
    </message>
    <message>
        <source>Not executed, retry to approve</source>
        <translation>Neprovedeno, opakování čeká na schválení</translation>
    </message>
    <message numerus="yes">
        <source>May still act for %n more minute(s), until %1</source>
        <translation>
            <numerusform>Může ještě působit %n minutu, do %1</numerusform>
            <numerusform>Může ještě působit %n minuty, do %1</numerusform>
            <numerusform>Může ještě působit %n minut, do %1</numerusform>
        </translation>
    </message>
    <message>
        <source>May still act until %1</source>
        <translation>Může ještě působit do %1</translation>
    </message>
    <message numerus="yes">
        <source>Refused %n time(s)</source>
        <translation>
            <numerusform>Odmítnuto %n krát</numerusform>
            <numerusform>Odmítnuto %n krát</numerusform>
            <numerusform>Odmítnuto %n krát</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for content approval</source>
        <translation>Čeká na schválení obsahu</translation>
    </message>
    <message>
        <source>Outcome unknown, being looked up</source>
        <translation>Výsledek neznámý, vyhledává se</translation>
    </message>
    <message>
        <source>Remove the extra records at the target, then reconcile</source>
        <translation>Odstraňte nadbytečné záznamy v cíli, pak sesouhlaste</translation>
    </message>
    <message>
        <source>Approve a retry of step %1</source>
        <translation>Schválit opakování kroku %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Content cannot be sent</source>
        <translation>Obsah nelze odeslat</translation>
    </message>
    <message>
        <source>Edit the content: new approved operation</source>
        <translation>Upravte obsah: nová schválená operace</translation>
    </message>
    <message>
        <source>Adopt its record or confirm step %1 not executed</source>
        <translation>Převzít záznam nebo potvrdit, že krok %1 nebyl proveden</translation>
    </message>
    <message>
        <source>Ready at %1: adopt its record or confirm step %2 not executed</source>
        <translation>Připraveno v %1: převzít záznam nebo potvrdit, že krok %2 nebyl proveden</translation>
    </message>
    <message>
        <source>Ready at %1: reconcile step %2</source>
        <translation>Připraveno v %1: ověřit krok %2 v cíli</translation>
    </message>
</context>
<context>
    <name>rl::models::ProbesModel</name>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Last probe</source>
        <translation>Poslední ověření</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Deklarováno</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Zjištěno</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdikt</translation>
    </message>
    <message>
        <source>never probed</source>
        <translation>nikdy neověřeno</translation>
    </message>
    <message>
        <source>could not probe</source>
        <translation>nelze ověřit</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Neověřeno</translation>
    </message>
    <message>
        <source>Profile contradicts the target</source>
        <translation>Profil odporuje cíli</translation>
    </message>
    <message>
        <source>Profile holds</source>
        <translation>Profil platí</translation>
    </message>
</context>
<context>
    <name>rl::models::StepsModel</name>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Účinek</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Target reference</source>
        <translation>Reference v cíli</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Pokusy</translation>
    </message>
    <message>
        <source>CRM task</source>
        <translation>Úkol v CRM</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Čeká na schválení</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Připraveno</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Probíhá</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Nejisté</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Potvrzeno</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Opuštěno</translation>
    </message>
    <message>
        <source>Held: several records match</source>
        <translation>Pozastaveno: odpovídá více záznamů</translation>
    </message>
    <message>
        <source>Held: target cannot confirm</source>
        <translation>Pozastaveno: cíl nemůže potvrdit</translation>
    </message>
    <message>
        <source>Held: key expired, no evidence</source>
        <translation>Pozastaveno: klíč vypršel, žádný důkaz</translation>
    </message>
    <message>
        <source>Held: attempts used up (not executed)</source>
        <translation>Pozastaveno: pokusy vyčerpány (neprovedeno)</translation>
    </message>
    <message>
        <source>Held: confirmed not executed</source>
        <translation>Pozastaveno: potvrzeno jako neprovedené</translation>
    </message>
    <message>
        <source>Held: no clear evidence</source>
        <translation>Pozastaveno: žádný jasný důkaz</translation>
    </message>
    <message>
        <source>Waiting for step %1</source>
        <translation>Čeká na krok %1</translation>
    </message>
    <message>
        <source>%1 (target has no idempotent create)</source>
        <translation>%1 (cíl nemá idempotentní vytvoření)</translation>
    </message>
    <message>
        <source>%1 (not sent yet)</source>
        <translation>%1 (zatím neodesláno)</translation>
    </message>
    <message>
        <source>%1 (protected until %2)</source>
        <translation>%1 (chráněno do %2)</translation>
    </message>
    <message>
        <source>%1 (key expired)</source>
        <translation>%1 (klíč vypršel)</translation>
    </message>
    <message>
        <source>Held: duplicate at the target</source>
        <translation>Pozastaveno: duplicita v cíli</translation>
    </message>
    <message>
        <source>Confirmed, checked by a lookup</source>
        <translation>Potvrzeno, ověřeno vyhledáním</translation>
    </message>
    <message>
        <source>Confirmed, lookup check pending</source>
        <translation>Potvrzeno, ověření vyhledáním čeká</translation>
    </message>
    <message>
        <source>Confirmed by the target&apos;s replay</source>
        <translation>Potvrzeno opakovanou odpovědí cíle</translation>
    </message>
    <message>
        <source>Confirmed, but a lookup did not find it</source>
        <translation>Potvrzeno, ale vyhledání ho nenašlo</translation>
    </message>
    <message>
        <source>Confirmed, lookup check failed</source>
        <translation>Potvrzeno, ověření vyhledáním selhalo</translation>
    </message>
    <message>
        <source>Confirmed, not checked by a lookup</source>
        <translation>Potvrzeno, neověřeno vyhledáním</translation>
    </message>
    <message>
        <source>Confirmed, delivered</source>
        <translation>Potvrzeno, doručeno</translation>
    </message>
    <message>
        <source>Confirmed, bounced (never resent automatically)</source>
        <translation>Potvrzeno, vráceno (nikdy se automaticky neodešle znovu)</translation>
    </message>
    <message>
        <source>Confirmed, sent by the mail service</source>
        <translation>Potvrzeno, odesláno poštovní službou</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Reference</translation>
    </message>
    <message>
        <source>Confirmed, delivery delayed (the mail service is still trying)</source>
        <translation>Potvrzeno, doručení se zpožďuje (poštovní služba to stále zkouší)</translation>
    </message>
    <message>
        <source>Confirmed, but the mail service failed to send it (never resent automatically)</source>
        <translation>Potvrzeno, ale poštovní služba jej nedokázala odeslat (nikdy se automaticky neodesílá znovu)</translation>
    </message>
    <message>
        <source>Confirmed, but the mail service suppressed it: the address is on its suppression list (never resent automatically)</source>
        <translation>Potvrzeno, ale poštovní služba jej potlačila: adresa je na seznamu potlačených adres (nikdy se automaticky neodesílá znovu)</translation>
    </message>
    <message>
        <source>Held: content cannot be sent (never sent)</source>
        <translation>Pozdrženo: obsah nelze odeslat (nikdy neodesláno)</translation>
    </message>
    <message>
        <source>Voucher</source>
        <translation>Poukázka</translation>
    </message>
    <message>
        <source>Confirmed, delivered, then marked as spam by the recipient</source>
        <translation>Potvrzeno, doručeno, poté příjemcem označeno jako spam</translation>
    </message>
</context>
<context>
    <name>rl::models::TimelineModel</name>
    <message>
        <source>When</source>
        <translation>Kdy</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Co</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Událost</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Doručení</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operace</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Pokus</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Důkazy</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Obsah</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Rozhodnutí</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 sent the event.</source>
        <translation>%1 poslal událost.</translation>
    </message>
    <message>
        <source>%1 sent the event “%2”.</source>
        <translation>%1 poslal událost „%2“.</translation>
    </message>
    <message>
        <source>Event id: %1</source>
        <translation>Id události: %1</translation>
    </message>
    <message>
        <source>Received the event (delivery %1).</source>
        <translation>Událost přijata (doručení %1).</translation>
    </message>
    <message>
        <source>Received the same event again (delivery %1): nothing new was started.</source>
        <translation>Stejná událost přijata znovu (doručení %1): nic nového se nespustilo.</translation>
    </message>
    <message>
        <source>Delivery id: %1</source>
        <translation>Id doručení: %1</translation>
    </message>
    <message>
        <source>Operation started for the flow “%1”.</source>
        <translation>Operace spuštěna pro tok „%1“.</translation>
    </message>
    <message>
        <source>Operation started by a reviewer in place of operation %1.</source>
        <translation>Operaci spustil posuzovatel místo operace %1.</translation>
    </message>
    <message>
        <source>Operation id: %1</source>
        <translation>Id operace: %1</translation>
    </message>
    <message>
        <source>%1 wrote version %2 of the content.</source>
        <translation>%1 napsal(a) verzi %2 obsahu.</translation>
    </message>
    <message>
        <source>Version %1 of the content is the one approved in the flow&apos;s configuration.</source>
        <translation>Verze %1 obsahu je ta schválená v konfiguraci toku.</translation>
    </message>
    <message>
        <source>%1 approved version %2 of the content.</source>
        <translation>%1 schválil(a) verzi %2 obsahu.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the mail service to send the e-mail.</source>
        <translation>Pokus %1 požádal poštovní službu o odeslání e-mailu.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the CRM to create the task.</source>
        <translation>Pokus %1 požádal CRM o vytvoření úkolu.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the target to act.</source>
        <translation>Pokus %1 požádal cíl o provedení.</translation>
    </message>
    <message>
        <source>Attempt id: %1</source>
        <translation>Id pokusu: %1</translation>
    </message>
    <message>
        <source>Attempt %1: the target confirmed it.</source>
        <translation>Pokus %1: cíl to potvrdil.</translation>
    </message>
    <message>
        <source>Attempt %1: the target refused before acting.</source>
        <translation>Pokus %1: cíl odmítl dřív, než cokoli provedl.</translation>
    </message>
    <message>
        <source>Attempt %1: no clear answer; the target may or may not have acted.</source>
        <translation>Pokus %1: žádná jasná odpověď; cíl možná jednal, možná ne.</translation>
    </message>
    <message>
        <source>%1, HTTP %2 %3</source>
        <translation>%1, HTTP %2 %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Looked the reference up at the target: %1.</source>
        <translation>Reference vyhledána u cíle: %1.</translation>
    </message>
    <message>
        <source>The target answered with its stored earlier answer: %1.</source>
        <translation>Cíl odpověděl svou uloženou dřívější odpovědí: %1.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail delivered.</source>
        <translation>Poštovní služba nahlásila e-mail jako doručený.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail bounced.</source>
        <translation>Poštovní služba nahlásila e-mail jako nedoručitelný.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail marked as spam.</source>
        <translation>Poštovní služba nahlásila e-mail označený jako spam.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail sent.</source>
        <translation>Poštovní služba nahlásila e-mail jako odeslaný.</translation>
    </message>
    <message>
        <source>The target holds more than one record for the reference.</source>
        <translation>Cíl má k referenci více než jeden záznam.</translation>
    </message>
    <message>
        <source>The target answered: %1.</source>
        <translation>Cíl odpověděl: %1.</translation>
    </message>
    <message>
        <source>%1 decided: %2.</source>
        <translation>%1 rozhodl(a): %2.</translation>
    </message>
    <message>
        <source>%1 decided: %2. “%3”</source>
        <translation>%1 rozhodl(a): %2. „%3“</translation>
    </message>
    <message>
        <source>Ledger entry %1 (%2)</source>
        <translation>Záznam deníku %1 (%2)</translation>
    </message>
    <message>
        <source>Held for a reviewer to decide.</source>
        <translation>Pozdrženo, dokud nerozhodne posuzovatel.</translation>
    </message>
    <message>
        <source>The operation was abandoned.</source>
        <translation>Operace byla opuštěna.</translation>
    </message>
    <message>
        <source>The operation completed.</source>
        <translation>Operace je dokončena.</translation>
    </message>
    <message>
        <source>Replaced by operation %1.</source>
        <translation>Nahrazeno operací %1.</translation>
    </message>
    <message>
        <source> Record %1 at the target is the step&apos;s effect.</source>
        <translation> Záznam %1 v cíli je účinkem kroku.</translation>
    </message>
    <message>
        <source> Content version %1 approved.</source>
        <translation> Verze obsahu %1 schválena.</translation>
    </message>
    <message>
        <source> New operation %1.</source>
        <translation> Nová operace %1.</translation>
    </message>
    <message>
        <source> Assigned to %1.</source>
        <translation> Přiřazeno: %1.</translation>
    </message>
    <message>
        <source>Held for a reviewer to decide: %1.</source>
        <translation>Pozdrženo k rozhodnutí kontrolora: %1.</translation>
    </message>
    <message>
        <source>The hold ended with ledger entry %1.</source>
        <translation>Pozdržení skončilo záznamem deníku %1.</translation>
    </message>
    <message>
        <source>The hold ended.</source>
        <translation>Pozdržení skončilo.</translation>
    </message>
    <message>
        <source>%1 asked a second reviewer to countersign: %2. “%3”</source>
        <translation>%1 požádal(a) druhého posuzovatele o spolupodpis: %2. „%3“</translation>
    </message>
    <message>
        <source>Ledger entry %1 (%2, a request)</source>
        <translation>Záznam deníku %1 (%2, žádost)</translation>
    </message>
    <message>
        <source> The request was %1&apos;s: %2.</source>
        <translation> Žádost podal(a) %1: %2.</translation>
    </message>
    <message>
        <source>The mail service reported the delivery delayed; it is still trying.</source>
        <translation>Poštovní služba nahlásila zpoždění doručení; stále to zkouší.</translation>
    </message>
    <message>
        <source>The mail service reported that it failed to send the e-mail.</source>
        <translation>Poštovní služba nahlásila, že e-mail nedokázala odeslat.</translation>
    </message>
    <message>
        <source>The mail service suppressed the e-mail: the address is on its suppression list.</source>
        <translation>Poštovní služba e-mail potlačila: adresa je na seznamu potlačených adres.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the shop to create the voucher.</source>
        <translation>Pokus %1 požádal obchod o vytvoření poukázky.</translation>
    </message>
    <message>
        <source>The mail service noted something about the e-mail that is no delivery failure: %1.</source>
        <translation>Poštovní služba zaznamenala k e-mailu něco, co není chybou doručení: %1.</translation>
    </message>
</context>
<context>
    <name>rl::ui::AcceptanceDialog</name>
    <message>
        <source>Run acceptance test</source>
        <translation>Spustit akceptační test</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Cíle:</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Posuzovatel</translation>
    </message>
    <message>
        <source>&amp;Reviewer:</source>
        <translation>&amp;Posuzovatel:</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Případ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Effects (expected / observed)</source>
        <translation>Účinky (očekávané / pozorované)</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Proč</translation>
    </message>
    <message>
        <source>Acceptance results</source>
        <translation>Výsledky akceptačního testu</translation>
    </message>
    <message>
        <source>Report preview</source>
        <translation>Náhled protokolu</translation>
    </message>
    <message>
        <source>&amp;Run the six cases</source>
        <translation>&amp;Spustit šest případů</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export %1…</source>
        <translation>Exportovat %1…</translation>
    </message>
    <message>
        <source>Reviewer needed</source>
        <translation>Je potřeba posuzovatel</translation>
    </message>
    <message>
        <source>The report names who ran it: enter your name first.</source>
        <translation>Protokol uvádí, kdo ho spustil: nejdříve zadejte své jméno.</translation>
    </message>
    <message>
        <source>Running the acceptance cases…</source>
        <translation>Akceptační případy běží…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Case %1 of %2: %3</source>
        <translation>Případ %1 z %2: %3</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>prošlo</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>SELHALO</translation>
    </message>
    <message>
        <source>CRM %1 / %2 · e-mail %3 / %4</source>
        <translation>CRM %1 / %2 · e-mail %3 / %4</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export se nezdařil</translation>
    </message>
    <message>
        <source>Export acceptance report</source>
        <translation>Exportovat protokol akceptačního testu</translation>
    </message>
    <message>
        <source>Export saved</source>
        <translation>Export uložen</translation>
    </message>
    <message>
        <source>Saved to %1. &lt;a href=&quot;%2&quot;&gt;Open folder&lt;/a&gt;</source>
        <translation>Uloženo do %1. &lt;a href=&quot;%2&quot;&gt;Otevřít složku&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Cancelling after the case under way…</source>
        <translation>Zrušení po právě běžícím případu…</translation>
    </message>
    <message>
        <source>Built-in simulation (faults made on purpose, every effect counted)</source>
        <translation>Vestavěná simulace (úmyslné chyby, každý účinek spočítán)</translation>
    </message>
    <message>
        <source>Configured targets</source>
        <translation>Nastavené cíle</translation>
    </message>
    <message>
        <source>Configured targets: %1 and %2</source>
        <translation>Nastavené cíle: %1 a %2</translation>
    </message>
    <message>
        <source>The console&apos;s configuration has no CRM and mail target to run against. Choose one with File → Configuration….</source>
        <translation>Konfigurace konzole nemá cíl CRM a pošty, proti kterému by šlo test spustit. Vyberte ji v Soubor → Konfigurace….</translation>
    </message>
    <message>
        <source>Runs the cases that need no fault made on purpose and counts the effects by looking them up; use staging accounts, since real tasks and e-mails are created.</source>
        <translation>Spustí případy, které nepotřebují úmyslnou chybu, a účinky spočítá vyhledáním; použijte testovací účty, protože vzniknou skutečné úkoly a e-maily.</translation>
    </message>
</context>
<context>
    <name>rl::ui::ConfigurationDialog</name>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Služba</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresa</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>CRM</source>
        <translation>CRM</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n step(s))</source>
        <translation>
            <numerusform>%1 (%n krok)</numerusform>
            <numerusform>%1 (%n kroky)</numerusform>
            <numerusform>%1 (%n kroků)</numerusform>
        </translation>
    </message>
    <message>
        <source>No flows.</source>
        <translation>Žádné toky.</translation>
    </message>
    <message>
        <source>Flows: %1.</source>
        <translation>Toky: %1.</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfigurace</translation>
    </message>
    <message>
        <source>Targets and flows</source>
        <translation>Cíle a toky</translation>
    </message>
    <message>
        <source>Use a configuration &amp;file…</source>
        <translation>Použít &amp;soubor konfigurace…</translation>
    </message>
    <message>
        <source>Use the &amp;ledger&apos;s own</source>
        <translation>Použít vlastní konfiguraci &amp;deníku</translation>
    </message>
    <message>
        <source>Use a configuration file</source>
        <translation>Použít soubor konfigurace</translation>
    </message>
    <message>
        <source>Configurations (*.json)</source>
        <translation>Konfigurace (*.json)</translation>
    </message>
    <message>
        <source>Cannot use this configuration</source>
        <translation>Tuto konfiguraci nelze použít</translation>
    </message>
    <message>
        <source>In use: the ledger&apos;s own configuration</source>
        <translation>Používá se: vlastní konfigurace deníku</translation>
    </message>
    <message>
        <source>In use: %1</source>
        <translation>Používá se: %1</translation>
    </message>
    <message>
        <source>None: the ledger records no configuration, so steps cannot be looked up.</source>
        <translation>Žádná: deník nezaznamenává konfiguraci, takže kroky nelze vyhledat.</translation>
    </message>
    <message>
        <source>Recorded in the ledger</source>
        <translation>Zaznamenáno v deníku</translation>
    </message>
    <message>
        <source>A step is looked up only where it was sent: where an address here differs, its lookup is refused and says so.</source>
        <translation>Krok se vyhledává jen tam, kam byl odeslán: kde se adresa zde liší, vyhledání se odmítne s odůvodněním.</translation>
    </message>
</context>
<context>
    <name>rl::ui::DashboardWindow</name>
    <message>
        <source>Last hour (per minute)</source>
        <translation>Poslední hodina (po minutách)</translation>
    </message>
    <message>
        <source>Last 24 hours (per hour)</source>
        <translation>Posledních 24 hodin (po hodinách)</translation>
    </message>
    <message>
        <source>Last 7 days (per day)</source>
        <translation>Posledních 7 dní (po dnech)</translation>
    </message>
    <message>
        <source>Last 30 days (per day)</source>
        <translation>Posledních 30 dní (po dnech)</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Období</translation>
    </message>
    <message>
        <source>&amp;Export numbers as CSV…</source>
        <translation>&amp;Exportovat čísla jako CSV…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Obnovit</translation>
    </message>
    <message>
        <source>Events, attempts and confirmed effects</source>
        <translation>Události, pokusy a potvrzené účinky</translation>
    </message>
    <message>
        <source>Unresolved (held) operations</source>
        <translation>Nevyřešené (pozastavené) operace</translation>
    </message>
    <message>
        <source>Operator time to recovery</source>
        <translation>Doba do vyřešení obsluhou</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Období:</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Události</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Pokusy</translation>
    </message>
    <message>
        <source>Confirmed effects</source>
        <translation>Potvrzené účinky</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>zatím žádná</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>count</source>
        <translation>počet</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>operace</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Medián</translation>
    </message>
    <message>
        <source>90th percentile</source>
        <translation>90. percentil</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minuty</translation>
    </message>
    <message>
        <source>Export dashboard numbers</source>
        <translation>Exportovat čísla přehledu</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export se nezdařil</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 nelze zapsat: %2</translation>
    </message>
    <message>
        <source>The numbers could not be read: %1</source>
        <translation>Čísla nelze přečíst: %1</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>Přehled</translation>
    </message>
    <message>
        <source>nothing arrived or ran in this period</source>
        <translation>v tomto období nic nepřišlo ani neběželo</translation>
    </message>
    <message>
        <source>nothing was held in this period</source>
        <translation>v tomto období nebylo nic pozdrženo</translation>
    </message>
    <message>
        <source>no held operation was resolved in this period</source>
        <translation>v tomto období nebyla vyřešena žádná pozdržená operace</translation>
    </message>
    <message>
        <source>Held in the interval</source>
        <translation>Pozdrženo v intervalu</translation>
    </message>
    <message>
        <source>Held at its end</source>
        <translation>Pozdrženo na jeho konci</translation>
    </message>
    <message>
        <source>In this period: %1 · %2 · %3 · %4. Now: %5; %6; operator time to recovery median %7, 90th percentile %8 (%9).</source>
        <translation>V tomto období: %1 · %2 · %3 · %4. Nyní: %5; %6; čas do obnovy medián %7, 90. percentil %8 (%9).</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n událost</numerusform>
            <numerusform>%n události</numerusform>
            <numerusform>%n událostí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n delivery(-ies)</source>
        <translation>
            <numerusform>%n doručení</numerusform>
            <numerusform>%n doručení</numerusform>
            <numerusform>%n doručení</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n pokus</numerusform>
            <numerusform>%n pokusy</numerusform>
            <numerusform>%n pokusů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n confirmed external effect(s)</source>
        <translation>
            <numerusform>%n potvrzený externí účinek</numerusform>
            <numerusform>%n potvrzené externí účinky</numerusform>
            <numerusform>%n potvrzených externích účinků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s) found at the target</source>
        <translation>
            <numerusform>%n duplicita nalezená v cíli</numerusform>
            <numerusform>%n duplicity nalezené v cíli</numerusform>
            <numerusform>%n duplicit nalezených v cíli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unresolved operation(s)</source>
        <translation>
            <numerusform>%n nevyřešená operace</numerusform>
            <numerusform>%n nevyřešené operace</numerusform>
            <numerusform>%n nevyřešených operací</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recovery(-ies)</source>
        <translation>
            <numerusform>%n obnova</numerusform>
            <numerusform>%n obnovy</numerusform>
            <numerusform>%n obnov</numerusform>
        </translation>
    </message>
    <message>
        <source>E-mails now: %1 delivered, %2 delayed, %3 bounced, %4 failed or suppressed.</source>
        <translation>E-maily nyní: %1 doručeno, %2 zpožděno, %3 nedoručitelných, %4 neúspěšných nebo potlačených.</translation>
    </message>
</context>
<context>
    <name>rl::ui::DecisionDialog</name>
    <message>
        <source>Reconcile with the target</source>
        <translation>Ověřit v cílovém systému</translation>
    </message>
    <message>
        <source>Adopt the target&apos;s record</source>
        <translation>Převzít záznam z cíle</translation>
    </message>
    <message>
        <source>Confirm not executed</source>
        <translation>Potvrdit neprovedení</translation>
    </message>
    <message>
        <source>Approve retry of the open step</source>
        <translation>Schválit opakování otevřeného kroku</translation>
    </message>
    <message>
        <source>Approve content version</source>
        <translation>Schválit verzi obsahu</translation>
    </message>
    <message>
        <source>Start a new approved operation</source>
        <translation>Zahájit novou schválenou operaci</translation>
    </message>
    <message>
        <source>Assign to a reviewer</source>
        <translation>Přiřadit posuzovateli</translation>
    </message>
    <message>
        <source>Abandon the operation</source>
        <translation>Opustit operaci</translation>
    </message>
    <message>
        <source>&amp;Reconcile…</source>
        <translation>&amp;Ověřit v cíli…</translation>
    </message>
    <message>
        <source>A&amp;dopt record…</source>
        <translation>&amp;Převzít záznam…</translation>
    </message>
    <message>
        <source>Confirm &amp;not executed…</source>
        <translation>Potvrdit &amp;neprovedení…</translation>
    </message>
    <message>
        <source>Approve re&amp;try…</source>
        <translation>Schválit &amp;opakování…</translation>
    </message>
    <message>
        <source>Approve &amp;content…</source>
        <translation>Schválit &amp;obsah…</translation>
    </message>
    <message>
        <source>New appro&amp;ved operation…</source>
        <translation>Nová &amp;schválená operace…</translation>
    </message>
    <message>
        <source>Assi&amp;gn…</source>
        <translation>&amp;Přiřadit…</translation>
    </message>
    <message>
        <source>A&amp;bandon…</source>
        <translation>&amp;Opustit…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Operation %1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;br&gt;&lt;b&gt;This decision:&lt;/b&gt; %3&lt;br&gt;It is recorded in the ledger with your name, %4, and cannot be changed afterwards.</source>
        <translation>&lt;b&gt;Operace %1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;br&gt;&lt;b&gt;Toto rozhodnutí:&lt;/b&gt; %3&lt;br&gt;Zaznamená se do deníku s vaším jménem, %4, a později ho nelze změnit.</translation>
    </message>
    <message>
        <source>for example task_000123</source>
        <translation>například task_000123</translation>
    </message>
    <message>
        <source>reviewer&apos;s name</source>
        <translation>jméno posuzovatele</translation>
    </message>
    <message>
        <source>Target record &amp;id:</source>
        <translation>&amp;Id záznamu v cíli:</translation>
    </message>
    <message>
        <source>Assign &amp;to:</source>
        <translation>Přidělit &amp;komu:</translation>
    </message>
    <message>
        <source>Content &amp;version:</source>
        <translation>&amp;Verze obsahu:</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Zdůvodnění</translation>
    </message>
    <message>
        <source>&amp;Rationale:</source>
        <translation>&amp;Zdůvodnění:</translation>
    </message>
    <message>
        <source>Record decision</source>
        <translation>Zaznamenat rozhodnutí</translation>
    </message>
    <message>
        <source>Every decision needs a rationale.</source>
        <translation>Každé rozhodnutí potřebuje zdůvodnění.</translation>
    </message>
    <message>
        <source>The target says just now: %1</source>
        <translation>Cíl právě uvádí: %1</translation>
    </message>
    <message>
        <source>Lookup:</source>
        <translation>Vyhledání:</translation>
    </message>
    <message>
        <source>Nothing recorded suggests that the step ran.</source>
        <translation>Nic zaznamenaného nenaznačuje, že krok proběhl.</translation>
    </message>
    <message>
        <source>What suggests it may have run:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>Co naznačuje, že mohl proběhnout:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>Důkazy:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>Příjemce:</translation>
    </message>
    <message>
        <source>Subject:</source>
        <translation>Předmět:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Text:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Content of the open step (edited content needs its own approval):</source>
        <translation>Obsah otevřeného kroku (upravený obsah potřebuje vlastní schválení):</translation>
    </message>
    <message>
        <source>Name the reviewer who becomes responsible.</source>
        <translation>Uveďte posuzovatele, který bude odpovědný.</translation>
    </message>
    <message>
        <source>Name the target&apos;s record to adopt.</source>
        <translation>Uveďte záznam cíle, který se má převzít.</translation>
    </message>
    <message>
        <source>The target did not return %1 for this step&apos;s reference.</source>
        <translation>Cíl pro referenci tohoto kroku %1 nevrátil.</translation>
    </message>
    <message>
        <source>Confirm that you checked the target.</source>
        <translation>Potvrďte, že jste cíl zkontrolovali.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 → %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 → %3</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Cannot be sent: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;Nelze odeslat: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>The content cannot be sent: %1</source>
        <translation>Obsah nelze odeslat: %1</translation>
    </message>
    <message>
        <source>Unchanged: the new operation sends the same content under a new reference.</source>
        <translation>Beze změny: nová operace odešle stejný obsah pod novou referencí.</translation>
    </message>
    <message>
        <source>Changes (need their own approval):&lt;br&gt;%1</source>
        <translation>Změny (potřebují vlastní schválení):&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>Why this record? For example: found the task for this order in the CRM.</source>
        <translation>Proč tento záznam? Například: úkol k této objednávce jsem našel v CRM.</translation>
    </message>
    <message>
        <source>How did you check? For example: searched the CRM by the key, no task for this order.</source>
        <translation>Jak jste to ověřili? Například: hledal jsem v CRM podle klíče, k této objednávce žádný úkol.</translation>
    </message>
    <message>
        <source>Why retry now? For example: the CRM was down for maintenance and is back.</source>
        <translation>Proč to zkusit znovu teď? Například: CRM bylo kvůli údržbě mimo provoz a už běží.</translation>
    </message>
    <message>
        <source>Why is it right? For example: read the e-mail, the discount and the name are correct.</source>
        <translation>Proč je to správně? Například: e-mail jsem přečetl, sleva i jméno souhlasí.</translation>
    </message>
    <message>
        <source>Why start again? For example: the subject had a typo.</source>
        <translation>Proč začít znovu? Například: v předmětu byl překlep.</translation>
    </message>
    <message>
        <source>Why hand it over? For example: Alex owns this campaign.</source>
        <translation>Proč předat? Například: tuto kampaň má na starosti Alex.</translation>
    </message>
    <message>
        <source>Why stop? For example: the customer cancelled the order.</source>
        <translation>Proč skončit? Například: zákazník objednávku zrušil.</translation>
    </message>
    <message>
        <source>Optional (it only looks): why look again? For example: the CRM&apos;s search should have caught up by now.</source>
        <translation>Nepovinné (jen se dívá): proč se podívat znovu? Například: vyhledávání v CRM by už mělo být aktuální.</translation>
    </message>
    <message>
        <source>Versions:</source>
        <translation>Verze:</translation>
    </message>
    <message>
        <source>The content as the recipient will see it</source>
        <translation>Obsah tak, jak ho uvidí příjemce</translation>
    </message>
    <message>
        <source>As the recipient
will see it:</source>
        <translation>Jak to uvidí
příjemce:</translation>
    </message>
    <message>
        <source>&lt;i&gt;Version %1 is not known.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Verze %1 není známa.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Why the decision was not recorded</source>
        <translation>Proč rozhodnutí nebylo zaznamenáno</translation>
    </message>
    <message>
        <source>Recording…</source>
        <translation>Zaznamenává se…</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Nezaznamenáno: %1</translation>
    </message>
    <message>
        <source>Discard this decision?</source>
        <translation>Zahodit toto rozhodnutí?</translation>
    </message>
    <message>
        <source>What you typed is not recorded and will be lost.</source>
        <translation>Co jste napsali, není zaznamenáno a bude ztraceno.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Zahodit</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Pokračovat v úpravách</translation>
    </message>
    <message>
        <source>&amp;Then send the step again (with the same reference; nothing else is repeated)</source>
        <translation>&amp;Potom krok odeslat znovu (se stejnou referencí; nic jiného se neopakuje)</translation>
    </message>
    <message>
        <source>Countersign the request</source>
        <translation>Spolupodepsat žádost</translation>
    </message>
    <message>
        <source>Turn the request down</source>
        <translation>Zamítnout žádost</translation>
    </message>
    <message>
        <source>Withdraw your request</source>
        <translation>Stáhnout svou žádost</translation>
    </message>
    <message>
        <source>C&amp;ountersign…</source>
        <translation>Spolu&amp;podepsat…</translation>
    </message>
    <message>
        <source>T&amp;urn down…</source>
        <translation>Za&amp;mítnout…</translation>
    </message>
    <message>
        <source>&amp;Withdraw request…</source>
        <translation>&amp;Stáhnout žádost…</translation>
    </message>
    <message>
        <source>What did you check? For example: the CRM was back, no task for this order yet.</source>
        <translation>Co jste ověřili? Například: CRM opět odpovídá, pro tuto objednávku zatím žádný úkol.</translation>
    </message>
    <message>
        <source>Why not? For example: the task exists in the CRM under another subject.</source>
        <translation>Proč ne? Například: úkol v CRM existuje pod jiným předmětem.</translation>
    </message>
    <message>
        <source>Why withdraw? For example: found the task in the CRM after all.</source>
        <translation>Proč stáhnout? Například: úkol se v CRM nakonec našel.</translation>
    </message>
    <message>
        <source>&amp;I checked the target: it holds no record of this step.</source>
        <translation>Zkontroloval(a) jsem &amp;cíl: nemá žádný záznam tohoto kroku.</translation>
    </message>
    <message>
        <source>The target holds:</source>
        <translation>Cíl má:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; Agree with them before you decide: the first decision recorded wins, and yours may then be refused.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Domluvte se, než rozhodnete: platí rozhodnutí zaznamenané jako první a vaše pak může být odmítnuto.</translation>
    </message>
    <message>
        <source>Another reviewer is looking at this operation</source>
        <translation>Tuto operaci si prohlíží jiný posuzovatel</translation>
    </message>
    <message>
        <source>Erase a customer&apos;s personal data</source>
        <translation>Vymazat osobní údaje zákazníka</translation>
    </message>
    <message>
        <source>&amp;Erase personal data…</source>
        <translation>&amp;Vymazat osobní údaje…</translation>
    </message>
    <message>
        <source>Which request? For example: erasure request received by support, ticket 4711 (never the customer&apos;s name or address).</source>
        <translation>Která žádost? Například: žádost o výmaz přijatá podporou, tiket 4711 (nikdy jméno ani adresa zákazníka).</translation>
    </message>
    <message>
        <source>The request:</source>
        <translation>Žádost:</translation>
    </message>
    <message>
        <source>Target record id</source>
        <translation>Id záznamu v cíli</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Vyhledat znovu</translation>
    </message>
    <message>
        <source>Look the step up at the target again by its reference (read-only); what you typed is kept.</source>
        <translation>Znovu vyhledat krok v cíli podle jeho reference (jen čtení); co jste napsali, zůstane zachováno.</translation>
    </message>
    <message>
        <source>Looking the step up at the target…</source>
        <translation>Krok se vyhledává v cíli…</translation>
    </message>
    <message>
        <source>Could not look again: %1 (the target&apos;s last answer: %2)</source>
        <translation>Znovu vyhledat nešlo: %1 (poslední odpověď cíle: %2)</translation>
    </message>
    <message numerus="yes">
        <source>The target holds %n records under this step&apos;s reference: choose the step&apos;s own to adopt.</source>
        <translation>
            <numerusform>Cíl má pod referencí tohoto kroku %n záznam: vyberte ten, který patří kroku, a převezměte ho.</numerusform>
            <numerusform>Cíl má pod referencí tohoto kroku %n záznamy: vyberte ten, který patří kroku, a převezměte ho.</numerusform>
            <numerusform>Cíl má pod referencí tohoto kroku %n záznamů: vyberte ten, který patří kroku, a převezměte ho.</numerusform>
        </translation>
    </message>
    <message>
        <source>Adopt %1</source>
        <translation>Převzít %1</translation>
    </message>
</context>
<context>
    <name>rl::ui::Desktop</name>
    <message>
        <source>Clear</source>
        <translation>Vymazat</translation>
    </message>
    <message>
        <source>Empties this field</source>
        <translation>Vyprázdní toto pole</translation>
    </message>
</context>
<context>
    <name>rl::ui::EraseDialog</name>
    <message>
        <source>Erase a customer&apos;s data</source>
        <translation>Vymazat údaje zákazníka</translation>
    </message>
    <message>
        <source>The ledger is open read-only: nothing can be erased.</source>
        <translation>Ledger je otevřen jen pro čtení: nic nelze vymazat.</translation>
    </message>
    <message>
        <source>On this team ledger only an approver erases a customer&apos;s data; your login is not one.</source>
        <translation>V tomto týmovém ledgeru maže údaje zákazníka jen schvalovatel; vaše přihlášení jím není.</translation>
    </message>
    <message>
        <source>Set who you are first (File → Set reviewer): every erasure names a person.</source>
        <translation>Nejprve nastavte, kdo jste (Soubor → Nastavit posuzovatele): každé vymazání jmenuje osobu.</translation>
    </message>
    <message>
        <source>Finds every operation whose event names the customer and erases its personal data: the signed bodies, the rendered content and the targets&apos; details. Steps, states, references and decisions stay, and the chain still verifies. The chain records the erasure, never whom it was about.</source>
        <translation>Najde každou operaci, jejíž událost jmenuje zákazníka, a vymaže její osobní údaje: podepsaná těla, vykreslený obsah a podrobnosti cílů. Kroky, stavy, reference a rozhodnutí zůstanou a řetězec se dál ověří. Řetězec zaznamená vymazání, nikdy koho se týkalo.</translation>
    </message>
    <message>
        <source>customer@example.org, or a Shopify customer id</source>
        <translation>zakaznik@example.org nebo ID zákazníka v Shopify</translation>
    </message>
    <message>
        <source>example.myshopify.com (with a customer id only)</source>
        <translation>example.myshopify.com (jen s ID zákazníka)</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Najít</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operace</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>The request&apos;s ticket or order number — never the customer&apos;s address</source>
        <translation>Číslo tiketu nebo objednávky žádosti — nikdy adresa zákazníka</translation>
    </message>
    <message>
        <source>&amp;Erase…</source>
        <translation>&amp;Vymazat…</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>&amp;Zákazník:</translation>
    </message>
    <message>
        <source>&amp;Shop:</source>
        <translation>&amp;Obchod:</translation>
    </message>
    <message>
        <source>&amp;Rationale:</source>
        <translation>Z&amp;důvodnění:</translation>
    </message>
    <message>
        <source>Reviewer:</source>
        <translation>Posuzovatel:</translation>
    </message>
    <message>
        <source>Find the customer&apos;s operations first; all of them must be resolved.</source>
        <translation>Nejprve najděte operace zákazníka; všechny musí být vyřešené.</translation>
    </message>
    <message>
        <source>Give a rationale: it is recorded with the erasure.</source>
        <translation>Uveďte zdůvodnění: zaznamená se s vymazáním.</translation>
    </message>
    <message>
        <source>Type the customer&apos;s e-mail address, or their Shopify customer id and the shop&apos;s domain.</source>
        <translation>Zadejte e-mailovou adresu zákazníka, nebo jeho ID v Shopify a doménu obchodu.</translation>
    </message>
    <message>
        <source>Looking…</source>
        <translation>Hledám…</translation>
    </message>
    <message>
        <source>The ledger could not be searched: %1</source>
        <translation>Ledger nelze prohledat: %1</translation>
    </message>
    <message>
        <source>Not resolved yet</source>
        <translation>Ještě nevyřešeno</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Vyřešeno</translation>
    </message>
    <message>
        <source>Runledger holds nothing on this customer.</source>
        <translation>Runledger o tomto zákazníkovi nic neuchovává.</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase.</source>
        <translation>
            <numerusform>%n operace tohoto zákazníka ještě není vyřešena (%1): nejprve ji dokončete nebo opusťte, pak mažte.</numerusform>
            <numerusform>%n operace tohoto zákazníka ještě nejsou vyřešeny (%1): nejprve je dokončete nebo opusťte, pak mažte.</numerusform>
            <numerusform>%n operací tohoto zákazníka ještě není vyřešeno (%1): nejprve je dokončete nebo opusťte, pak mažte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) hold this customer&apos;s data.</source>
        <translation>
            <numerusform>%n operace a %1 událost(i) obsahují údaje tohoto zákazníka.</numerusform>
            <numerusform>%n operace a %1 událost(i) obsahují údaje tohoto zákazníka.</numerusform>
            <numerusform>%n operací a %1 událost(í) obsahuje údaje tohoto zákazníka.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase the personal data of %n operation(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Vymazat osobní údaje %n operace? Nelze to vrátit zpět.</numerusform>
            <numerusform>Vymazat osobní údaje %n operací? Nelze to vrátit zpět.</numerusform>
            <numerusform>Vymazat osobní údaje %n operací? Nelze to vrátit zpět.</numerusform>
        </translation>
    </message>
    <message>
        <source>Backups taken before keep it: after restoring one, erase again.</source>
        <translation>Dříve pořízené zálohy je dál obsahují: po obnovení zálohy vymažte znovu.</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Vymazat</translation>
    </message>
    <message>
        <source>Erasing…</source>
        <translation>Mažu…</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Odmítnuto: %1</translation>
    </message>
    <message>
        <source>Nothing was erased: %1</source>
        <translation>Nic nebylo vymazáno: %1</translation>
    </message>
    <message>
        <source>Erased: %1 rows (%2 bytes) of personal data, recorded as chain entry %3.</source>
        <translation>Vymazáno: %1 řádků (%2 bajtů) osobních údajů, zaznamenáno jako položka řetězce %3.</translation>
    </message>
    <message>
        <source>Operations holding the customer&apos;s data</source>
        <translation>Operace s údaji zákazníka</translation>
    </message>
    <message>
        <source>Erase the personal data of the customer&apos;s events? This cannot be undone.</source>
        <translation>Vymazat osobní údaje v událostech zákazníka? Nelze to vrátit zpět.</translation>
    </message>
</context>
<context>
    <name>rl::ui::HeldNotifier</name>
    <message>
        <source>Show the review console</source>
        <translation>Zobrazit kontrolní konzoli</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) newly held for a reviewer: %1.</source>
        <translation>
            <numerusform>%n operace nově pozdržena pro kontrolora: %1.</numerusform>
            <numerusform>%n operace nově pozdrženy pro kontrolora: %1.</numerusform>
            <numerusform>%n operací nově pozdrženo pro kontrolora: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runledger: held for review</source>
        <translation>Runledger: pozdrženo ke kontrole</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) held for review</source>
        <translation>
            <numerusform>Runledger: %n operace pozdržena ke kontrole</numerusform>
            <numerusform>Runledger: %n operace pozdrženy ke kontrole</numerusform>
            <numerusform>Runledger: %n operací pozdrženo ke kontrole</numerusform>
        </translation>
    </message>
    <message>
        <source>Runledger: nothing held</source>
        <translation>Runledger: nic nepozdrženo</translation>
    </message>
</context>
<context>
    <name>rl::ui::KeyringTokenStore</name>
    <message>
        <source>the keyring refused (error %1)</source>
        <translation>klíčenka odmítla (chyba %1)</translation>
    </message>
    <message>
        <source>the system keyring</source>
        <translation>systémové klíčenky</translation>
    </message>
</context>
<context>
    <name>rl::ui::MainWindow</name>
    <message>
        <source>Queues</source>
        <translation>Fronty</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Vše</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operace</translation>
    </message>
    <message>
        <source>Search operations</source>
        <translation>Hledat operace</translation>
    </message>
    <message>
        <source>Reviewer: %1</source>
        <translation>Posuzovatel: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>What happened and what to decide</source>
        <translation>Co se stalo a o čem je třeba rozhodnout</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Kroky</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>&amp;Kroky</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Pokusy</translation>
    </message>
    <message>
        <source>A&amp;ttempts</source>
        <translation>&amp;Pokusy</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Důkazy</translation>
    </message>
    <message>
        <source>&amp;Evidence</source>
        <translation>&amp;Důkazy</translation>
    </message>
    <message>
        <source>Approved content</source>
        <translation>Schválený obsah</translation>
    </message>
    <message>
        <source>Content of the selected version, and its difference to the previous one</source>
        <translation>Obsah zvolené verze a jeho rozdíl oproti předchozí</translation>
    </message>
    <message>
        <source>Approved &amp;content</source>
        <translation>Schválený &amp;obsah</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Deník</translation>
    </message>
    <message>
        <source>&amp;Ledger</source>
        <translation>&amp;Deník</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Rozhodnutí</translation>
    </message>
    <message>
        <source>&amp;Decisions</source>
        <translation>&amp;Rozhodnutí</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>Set &amp;reviewer…</source>
        <translation>Nastavit &amp;posuzovatele…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>No reviewer: you can look but not decide (File → Set reviewer)</source>
        <translation>Žádný posuzovatel: můžete se dívat, ale ne rozhodovat (Soubor → Nastavit posuzovatele)</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Posuzovatel</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision you make:</source>
        <translation>Vaše jméno, zaznamenané u každého vašeho rozhodnutí:</translation>
    </message>
    <message>
        <source>%1 operations selected.</source>
        <translation>Vybrané operace: %1.</translation>
    </message>
    <message>
        <source>Select an operation to see what happened and what to decide.</source>
        <translation>Vyberte operaci, abyste viděli, co se stalo a o čem je třeba rozhodnout.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · event %3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · událost %3&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Select an operation first.</source>
        <translation>Nejprve vyberte operaci.</translation>
    </message>
    <message>
        <source>Set your reviewer name (File → Set reviewer) to decide.</source>
        <translation>K rozhodování nastavte své jméno posuzovatele (Soubor → Nastavit posuzovatele).</translation>
    </message>
    <message>
        <source>A bulk retry is refused: uncertain operations must be reconciled first, one decision at a time.</source>
        <translation>Hromadné opakování se odmítá: nejisté operace je nutné nejdříve ověřit v cíli, po jednom rozhodnutí.</translation>
    </message>
    <message>
        <source>This decision is made for one operation at a time.</source>
        <translation>Toto rozhodnutí se činí vždy pro jednu operaci.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not possible now: %1</source>
        <translation>Teď není možné: %1</translation>
    </message>
    <message>
        <source>look the open step up at the target by its reference (read-only) and record what it says</source>
        <translation>vyhledat otevřený krok v cíli podle jeho reference (jen čtení) a zaznamenat, co cíl říká</translation>
    </message>
    <message>
        <source>Decision not recorded</source>
        <translation>Rozhodnutí nebylo zaznamenáno</translation>
    </message>
    <message>
        <source>The decision was refused: %1</source>
        <translation>Rozhodnutí bylo odmítnuto: %1</translation>
    </message>
    <message>
        <source>Recorded as ledger entry #%1: %2</source>
        <translation>Zaznamenáno jako záznam deníku č. %1: %2</translation>
    </message>
    <message>
        <source>Looking the open steps up at their targets…</source>
        <translation>Vyhledávání otevřených kroků v jejich cílech…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Looking up step %1 of operation %2 (%3 of %4)…</source>
        <translation>Vyhledává se krok %1 operace %2 (%3 z %4)…</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Nezaznamenáno: %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>&amp;Přehled</translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation>&amp;Sestavy</translation>
    </message>
    <message>
        <source>Run &amp;acceptance test…</source>
        <translation>Spustit &amp;akceptační test…</translation>
    </message>
    <message>
        <source>&amp;Targets</source>
        <translation>&amp;Cíle</translation>
    </message>
    <message>
        <source>&amp;Check targets…</source>
        <translation>&amp;Ověřit cíle…</translation>
    </message>
    <message>
        <source>Check targets</source>
        <translation>Ověřit cíle</translation>
    </message>
    <message>
        <source>The last probes cannot be read: %1</source>
        <translation>Poslední ověření nelze přečíst: %1</translation>
    </message>
    <message>
        <source>Looking step %1 up at the target before the decision…</source>
        <translation>Krok %1 se před rozhodnutím vyhledává v cíli…</translation>
    </message>
    <message>
        <source>Links to the targets</source>
        <translation>Odkazy na cíle</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;Open in %2&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;Otevřít v %2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;Search %2 for this reference&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;Vyhledat tuto referenci v %2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Find by operation id, event id, delivery id, target reference or order (#1001)</source>
        <translation>Hledat podle ID operace, ID události, ID doručení, reference v cíli nebo objednávky (#1001)</translation>
    </message>
    <message>
        <source>The ledger could not be read: %1</source>
        <translation>Ledger nelze přečíst: %1</translation>
    </message>
    <message>
        <source>The queue counts could not be read: %1</source>
        <translation>Počty ve frontách nelze přečíst: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The ledger could not be read.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Ledger nelze přečíst.&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>%1 operations selected. Only Reconcile can be applied to several at once.</source>
        <translation>Vybráno operací: %1. Na více najednou lze použít jen Sesouhlasit.</translation>
    </message>
    <message>
        <source>Reading the selected operation from the ledger…</source>
        <translation>Vybraná operace se čte z ledgeru…</translation>
    </message>
    <message>
        <source>Recording the decision…</source>
        <translation>Rozhodnutí se zaznamenává…</translation>
    </message>
    <message>
        <source>Ledger problem</source>
        <translation>Problém s ledgerem</translation>
    </message>
    <message>
        <source>&lt;b&gt;This ledger cannot be trusted:&lt;/b&gt; %1. Decisions are disabled. Close the console and check the file with: runledgerctl verify --ledger %2</source>
        <translation>&lt;b&gt;Tomuto ledgeru nelze věřit:&lt;/b&gt; %1. Rozhodnutí jsou vypnuta. Zavřete konzoli a zkontrolujte soubor příkazem: runledgerctl verify --ledger %2</translation>
    </message>
    <message>
        <source>The ledger cannot be trusted: %1</source>
        <translation>Ledgeru nelze věřit: %1</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Žádné shody</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Hledat</translation>
    </message>
    <message>
        <source>No operation in this queue matches “%1” exactly (an id, an event or delivery id, a reference, or an order such as #1001). &lt;a href=&quot;clear&quot;&gt;Clear the search&lt;/a&gt;</source>
        <translation>Žádná operace v této frontě přesně neodpovídá „%1“ (ID, ID události nebo doručení, reference nebo objednávka jako #1001). &lt;a href=&quot;clear&quot;&gt;Vymazat hledání&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The decision chain proves that no recorded decision was altered, removed or inserted between others. Only an anchored checkpoint — the chain&apos;s last entry, signed and kept outside this ledger (runledgerctl checkpoint) — also proves that none was removed from the end or the whole chain rewritten: runledgerctl verify --checkpoint FILE checks it.</source>
        <translation>Řetězec rozhodnutí dokazuje, že žádné zaznamenané rozhodnutí nebylo změněno, odstraněno ani vloženo mezi jiná. Jen ukotvený kontrolní bod – poslední záznam řetězce, podepsaný a uložený mimo tento deník (runledgerctl checkpoint) – dokazuje také, že žádné nebylo odstraněno z konce ani nebyl přepsán celý řetězec: ověří to runledgerctl verify --checkpoint SOUBOR.</translation>
    </message>
    <message>
        <source>Last checkpoint: unknown (%1)</source>
        <translation>Poslední kontrolní bod: neznámý (%1)</translation>
    </message>
    <message>
        <source>Last checkpoint: entry %1, %2</source>
        <translation>Poslední kontrolní bod: záznam %1, %2</translation>
    </message>
    <message>
        <source>Where the operation went</source>
        <translation>Kam operace přešla</translation>
    </message>
    <message>
        <source>Operation %1 is now in “%2”. &lt;a href=&quot;show&quot;&gt;Show it&lt;/a&gt;</source>
        <translation>Operace %1 je nyní v „%2“. &lt;a href=&quot;show&quot;&gt;Zobrazit&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Časová osa</translation>
    </message>
    <message>
        <source>T&amp;imeline</source>
        <translation>Časová &amp;osa</translation>
    </message>
    <message>
        <source>&amp;Open ledger…</source>
        <translation>&amp;Otevřít deník…</translation>
    </message>
    <message>
        <source>Open ledger</source>
        <translation>Otevřít deník</translation>
    </message>
    <message>
        <source>Ledgers (*.sqlite *.db);;All files (*)</source>
        <translation>Deníky (*.sqlite *.db);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>&amp;New ledger…</source>
        <translation>&amp;Nový deník…</translation>
    </message>
    <message>
        <source>New ledger</source>
        <translation>Nový deník</translation>
    </message>
    <message>
        <source>Ledgers (*.sqlite)</source>
        <translation>Deníky (*.sqlite)</translation>
    </message>
    <message>
        <source>%1 already exists. Open it instead?</source>
        <translation>%1 už existuje. Otevřít ho místo toho?</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Nedávné</translation>
    </message>
    <message>
        <source>Read-only ledger</source>
        <translation>Deník jen ke čtení</translation>
    </message>
    <message>
        <source>This ledger is open read-only.</source>
        <translation>Tento deník je otevřen jen ke čtení.</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>Jen ke čtení: %1</translation>
    </message>
    <message>
        <source>No recent ledgers</source>
        <translation>Žádné nedávné deníky</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vymazat seznam</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only.&lt;/b&gt; %1 You can look at every operation; decisions are turned off.</source>
        <translation>&lt;b&gt;Jen ke čtení.&lt;/b&gt; %1 Můžete si prohlédnout každou operaci; rozhodování je vypnuto.</translation>
    </message>
    <message>
        <source>Why held</source>
        <translation>Proč pozdrženo</translation>
    </message>
    <message>
        <source>Show only the operations held for this reason</source>
        <translation>Zobrazit jen operace pozdržené z tohoto důvodu</translation>
    </message>
    <message>
        <source>Every reason</source>
        <translation>Každý důvod</translation>
    </message>
    <message>
        <source>No operation is held for this reason any more.</source>
        <translation>Z tohoto důvodu už není pozdržena žádná operace.</translation>
    </message>
    <message>
        <source>This ledger has no operations yet: they appear as the service receives events.</source>
        <translation>Tento deník zatím nemá žádné operace: objeví se, jakmile služba přijme události.</translation>
    </message>
    <message>
        <source>Nothing is held: no operation waits for a reviewer.</source>
        <translation>Nic není pozdrženo: žádná operace nečeká na kontrolora.</translation>
    </message>
    <message>
        <source>No operation has an unknown outcome.</source>
        <translation>Žádná operace nemá neznámý výsledek.</translation>
    </message>
    <message>
        <source>No content waits for approval.</source>
        <translation>Žádný obsah nečeká na schválení.</translation>
    </message>
    <message>
        <source>Nothing is running: the service has no work in progress.</source>
        <translation>Nic neběží: služba nemá rozpracovanou práci.</translation>
    </message>
    <message>
        <source>No operation has completed yet.</source>
        <translation>Zatím není dokončena žádná operace.</translation>
    </message>
    <message>
        <source>No operation was abandoned.</source>
        <translation>Žádná operace nebyla opuštěna.</translation>
    </message>
    <message>
        <source>Every reason (%1)</source>
        <translation>Každý důvod (%1)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Motiv</translation>
    </message>
    <message>
        <source>As the &amp;desktop</source>
        <translation>Podle &amp;plochy</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Světlý</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Tmavý</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Příručka</translation>
    </message>
    <message>
        <source>&amp;About Runledger</source>
        <translation>&amp;O aplikaci Runledger</translation>
    </message>
    <message>
        <source>the configuration given at start</source>
        <translation>konfigurace zadaná při spuštění</translation>
    </message>
    <message>
        <source>Con&amp;figuration…</source>
        <translation>Kon&amp;figurace…</translation>
    </message>
    <message>
        <source>The login %1 is not on this ledger&apos;s team: you can look but not decide.</source>
        <translation>Login %1 není v týmu tohoto deníku: můžete se dívat, ale ne rozhodovat.</translation>
    </message>
    <message>
        <source>Signed in as %1 (login %2, %3)</source>
        <translation>Přihlášen(a) jako %1 (login %2, %3)</translation>
    </message>
    <message>
        <source>On this ledger the database says who decides: the login you signed in with (%1). Its display name is set with runledgerctl team add.</source>
        <translation>V tomto deníku určuje databáze, kdo rozhoduje: login, se kterým jste přihlášeni (%1). Jeho zobrazované jméno se nastavuje příkazem runledgerctl team add.</translation>
    </message>
    <message>
        <source>To countersign</source>
        <translation>Ke spolupodpisu</translation>
    </message>
    <message>
        <source>Requests waiting for a second reviewer (four eyes)</source>
        <translation>Žádosti čekající na druhého posuzovatele (čtyři oči)</translation>
    </message>
    <message>
        <source>Only %1, who made the request, may withdraw it.</source>
        <translation>Stáhnout ji smí jen %1, kdo žádost podal.</translation>
    </message>
    <message>
        <source>%1 asked for: %2</source>
        <translation>%1 žádá o: %2</translation>
    </message>
    <message>
        <source>No request waits for a second reviewer.</source>
        <translation>Žádná žádost nečeká na druhého posuzovatele.</translation>
    </message>
    <message>
        <source>code &lt;b&gt;%1&lt;/b&gt;, %2 %3 off</source>
        <translation>kód &lt;b&gt;%1&lt;/b&gt;, sleva %2 %3</translation>
    </message>
    <message>
        <source>On a team ledger every time a rule compares is the database&apos;s. While this computer&apos;s clock is far from it, &quot;not executed&quot; is not recorded from here: set the clock right (NTP).</source>
        <translation>V týmovém ledgeru je každý čas, který pravidlo porovnává, časem databáze. Dokud se hodiny tohoto počítače od něj výrazně liší, „neprovedeno“ se odsud nezaznamená: nastavte hodiny správně (NTP).</translation>
    </message>
    <message>
        <source>%1 is looking at this since %2.</source>
        <translation>%1 si to prohlíží od %2.</translation>
    </message>
    <message>
        <source>%1 is being worked on by %2 until %3.</source>
        <translation>%1: pracuje na něm %2 do %3.</translation>
    </message>
    <message>
        <source>This computer&apos;s clock is %1</source>
        <translation>Hodiny tohoto počítače jdou %1</translation>
    </message>
    <message>
        <source>&amp;Privacy</source>
        <translation>Soukro&amp;mí</translation>
    </message>
    <message>
        <source>&amp;Erase a customer&apos;s data…</source>
        <translation>&amp;Vymazat údaje zákazníka…</translation>
    </message>
    <message>
        <source>%1 asked for: %2.</source>
        <translation>%1 žádá: %2.</translation>
    </message>
    <message>
        <source>%1 asked at %2 for: %3, because: “%4”</source>
        <translation>%1 požádal(a) v %2 o: %3, protože: „%4“</translation>
    </message>
    <message>
        <source>It waits for another reviewer to countersign it or turn it down; %1 may withdraw it.</source>
        <translation>Čeká, až ji jiný revizor spolupodepíše nebo zamítne; %1 ji může stáhnout.</translation>
    </message>
    <message>
        <source>Nobody on this team can countersign it: the team has no approver. %1 may withdraw it.</source>
        <translation>Nikdo v tomto týmu ji nemůže spolupodepsat: tým nemá schvalovatele. %1 ji může stáhnout.</translation>
    </message>
    <message>
        <source>Nobody else on this team can countersign it: you are its only approver. Withdraw it, or ask the ledger&apos;s owner to add a second approver.</source>
        <translation>Nikdo jiný v tomto týmu ji nemůže spolupodepsat: jste jediný schvalovatel. Stáhněte ji, nebo požádejte vlastníka ledgeru o přidání druhého schvalovatele.</translation>
    </message>
    <message>
        <source>It waits for an approver other than %1 to countersign it or turn it down; %1 may withdraw it.</source>
        <translation>Čeká, až ji jiný schvalovatel než %1 spolupodepíše nebo zamítne; %1 ji může stáhnout.</translation>
    </message>
    <message>
        <source>You made this request: an approver other than you countersigns it or turns it down.</source>
        <translation>Tuto žádost jste podali vy: jiný schvalovatel než vy ji spolupodepíše nebo zamítne.</translation>
    </message>
    <message>
        <source>You made this request: another reviewer countersigns it or turns it down.</source>
        <translation>Tuto žádost jste podali vy: jiný revizor ji spolupodepíše nebo zamítne.</translation>
    </message>
    <message>
        <source>%1 asked for: %2. %3</source>
        <translation>%1 žádá: %2. %3</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 z %3)</translation>
    </message>
    <message numerus="yes">
        <source>Requests that wait for a second pair of eyes: %n you may countersign</source>
        <translation>
            <numerusform>Žádosti čekající na druhý pár očí: %n můžete spolupodepsat</numerusform>
            <numerusform>Žádosti čekající na druhý pár očí: %n můžete spolupodepsat</numerusform>
            <numerusform>Žádosti čekající na druhý pár očí: %n můžete spolupodepsat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting for someone else (your own requests, or ones your role may not countersign)</source>
        <translation>
            <numerusform>%n čeká na někoho jiného (vaše vlastní žádosti nebo ty, které vaše role nesmí spolupodepsat)</numerusform>
            <numerusform>%n čekají na někoho jiného (vaše vlastní žádosti nebo ty, které vaše role nesmí spolupodepsat)</numerusform>
            <numerusform>%n čeká na někoho jiného (vaše vlastní žádosti nebo ty, které vaše role nesmí spolupodepsat)</numerusform>
        </translation>
    </message>
    <message>
        <source>The token for %1 is used for this session only: the keyring cannot keep it (%2).</source>
        <translation>Token pro %1 platí jen pro toto sezení: klíčenka ho nemůže uchovat (%2).</translation>
    </message>
    <message>
        <source>No target profile for %1: choose a configuration that has it in File → Configuration… to look steps up.</source>
        <translation>Pro %1 není profil cíle: zvolte v Soubor → Konfigurace… konfiguraci, která ho obsahuje, abyste mohli kroky vyhledat.</translation>
    </message>
    <message>
        <source>Step %1 was sent to %2, but this console&apos;s %3 is at %4: a lookup there would prove nothing. Choose the ledger&apos;s own configuration in File → Configuration….</source>
        <translation>Krok %1 byl odeslán na %2, ale %3 této konzole je na %4: vyhledání tam by nic nedokázalo. Zvolte v Soubor → Konfigurace… vlastní konfiguraci ledgeru.</translation>
    </message>
    <message>
        <source>Looked up at the target at %1: %2.</source>
        <translation>Vyhledáno v cíli v %1: %2.</translation>
    </message>
    <message>
        <source>Held work can be decided now</source>
        <translation>Pozdrženou práci lze nyní rozhodnout</translation>
    </message>
    <message numerus="yes">
        <source>%n held operation(s) can now be decided as the console recommends: %1</source>
        <translation>
            <numerusform>%n pozdrženou operaci lze nyní rozhodnout podle doporučení: %1</numerusform>
            <numerusform>%n pozdržené operace lze nyní rozhodnout podle doporučení: %1</numerusform>
            <numerusform>%n pozdržených operací lze nyní rozhodnout podle doporučení: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The target said: %1. %2</source>
        <translation>Cíl uvedl: %1. %2</translation>
    </message>
    <message>
        <source>Details of the selected operation</source>
        <translation>Podrobnosti vybrané operace</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <source>Targets to check</source>
        <translation>Cíle ke kontrole</translation>
    </message>
    <message>
        <source>%1 has not been checked yet</source>
        <translation>%1 ještě nebyl zkontrolován</translation>
    </message>
    <message>
        <source>the last check of %1 could not be made</source>
        <translation>poslední kontrolu %1 nešlo provést</translation>
    </message>
    <message>
        <source>the last check of %1 found it does not behave as its profile says</source>
        <translation>poslední kontrola %1 zjistila, že se nechová, jak uvádí profil</translation>
    </message>
    <message numerus="yes">
        <source>%1 was last checked %n day(s) ago</source>
        <translation>
            <numerusform>%1 byl naposledy zkontrolován před %n dnem</numerusform>
            <numerusform>%1 byl naposledy zkontrolován před %n dny</numerusform>
            <numerusform>%1 byl naposledy zkontrolován před %n dny</numerusform>
        </translation>
    </message>
    <message>
        <source>Targets: %1.</source>
        <translation>Cíle: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Targets: %1, and %n more.</source>
        <translation>
            <numerusform>Cíle: %1 a %n další.</numerusform>
            <numerusform>Cíle: %1 a %n další.</numerusform>
            <numerusform>Cíle: %1 a %n dalších.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check targets…</source>
        <translation>Zkontrolovat cíle…</translation>
    </message>
</context>
<context>
    <name>rl::ui::TargetsDialog</name>
    <message>
        <source>Check targets</source>
        <translation>Ověřit cíle</translation>
    </message>
    <message>
        <source>Targets and their last probe</source>
        <translation>Cíle a jejich poslední ověření</translation>
    </message>
    <message>
        <source>&amp;Set token…</source>
        <translation>&amp;Nastavit token…</translation>
    </message>
    <message>
        <source>&amp;Forget token</source>
        <translation>&amp;Zapomenout token</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Otestovat spojení</translation>
    </message>
    <message>
        <source>Each target&apos;s token is kept in the system keyring, never in a file. &lt;b&gt;Test connection&lt;/b&gt; makes one read-only call: nothing is created.</source>
        <translation>Token každého cíle je uložen v systémové klíčence, nikdy v souboru. &lt;b&gt;Otestovat spojení&lt;/b&gt; provede jedno volání jen pro čtení: nic se nevytvoří.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokol</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Spojení</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>neotestováno</translation>
    </message>
    <message>
        <source>Targets, their tokens and connections</source>
        <translation>Cíle, jejich tokeny a spojení</translation>
    </message>
    <message>
        <source>Token for %1</source>
        <translation>Token pro %1</translation>
    </message>
    <message>
        <source>The token for %1 is used for this session only: the keyring cannot keep it (%2).</source>
        <translation>Token pro %1 platí jen pro tuto relaci: klíčenka ho nemůže uložit (%2).</translation>
    </message>
    <message>
        <source>The keyring could not remove the token: %1</source>
        <translation>Klíčenka nemohla token odstranit: %1</translation>
    </message>
    <message>
        <source>testing…</source>
        <translation>testuje se…</translation>
    </message>
    <message>
        <source>What the configuration says each target can do, and what the last check of the target itself saw:</source>
        <translation>Co konfigurace říká, že každý cíl umí, a co viděla poslední kontrola samotného cíle:</translation>
    </message>
    <message>
        <source>A check creates test records at the target, labelled &quot;Runledger probe — safe to delete&quot;, so the console never runs one: whoever looks after Runledger checks a target again after it changes (the handbook&apos;s &quot;Targets&quot; page says how).</source>
        <translation>Kontrola vytváří u cíle testovací záznamy označené „Runledger probe — safe to delete“, proto ji konzole nikdy nespouští: kdo se stará o Runledger, zkontroluje cíl znovu, když se změní (jak, říká stránka „Cíle“ v příručce).</translation>
    </message>
    <message>
        <source>Runledger needs the %1 token of target %2 to look its records up and to send to it.
It is kept in the system keyring, never in a file:</source>
        <translation>Runledger potřebuje token %1 cíle %2, aby v něm vyhledal záznamy a mohl mu posílat.
Uchovává se v systémové klíčence, nikdy v souboru:</translation>
    </message>
    <message>
        <source>&amp;Use this token</source>
        <translation>&amp;Použít tento token</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Později</translation>
    </message>
</context>
<context>
    <name>rl::ui::TokenBook</name>
    <message>
        <source>not needed</source>
        <translation>není potřeba</translation>
    </message>
    <message>
        <source>from the environment (%1)</source>
        <translation>z prostředí (%1)</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>ze %1</translation>
    </message>
    <message>
        <source>for this session only</source>
        <translation>jen pro tuto relaci</translation>
    </message>
    <message>
        <source>missing: choose Set token…</source>
        <translation>chybí: zvolte Nastavit token…</translation>
    </message>
</context>
</TS>
