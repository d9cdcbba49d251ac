<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da">
<context>
    <name>Checkpoint</name>
    <message>
        <source>not a Runledger checkpoint (format runledger-checkpoint-v1)</source>
        <translation>ikke et Runledger-kontrolpunkt (format runledger-checkpoint-v1)</translation>
    </message>
    <message>
        <source>the checkpoint is incomplete (seq, hash, at and a 64-byte signature are required)</source>
        <translation>kontrolpunktet er ufuldstændigt (seq, hash, at og en signatur på 64 byte kræves)</translation>
    </message>
</context>
<context>
    <name>Configuration</name>
    <message>
        <source>cannot read the configuration %1: %2</source>
        <translation>kan ikke læse konfigurationen %1: %2</translation>
    </message>
    <message>
        <source>the configuration %1 is not a JSON object (%2 at offset %3)</source>
        <translation>konfigurationen %1 er ikke et JSON-objekt (%2 ved position %3)</translation>
    </message>
    <message>
        <source>every flow needs a name</source>
        <translation>hvert flow skal have et navn</translation>
    </message>
    <message>
        <source>flow %1: a trigger needs a topic, a flow_action, or a source</source>
        <translation>flow %1: en udløser kræver et topic, en flow_action eller en source</translation>
    </message>
    <message>
        <source>flow %1 has no trigger</source>
        <translation>flow %1 har ingen udløser</translation>
    </message>
    <message>
        <source>flow %1: unknown target %2</source>
        <translation>flow %1: ukendt mål %2</translation>
    </message>
    <message>
        <source>flow %1: target %2 is not a %3 target</source>
        <translation>flow %1: målet %2 er ikke et %3-mål</translation>
    </message>
    <message>
        <source>flow %1 has no steps</source>
        <translation>flow %1 har ingen trin</translation>
    </message>
    <message>
        <source>flow %1: approval_before_steps names no step %2</source>
        <translation>flow %1: approval_before_steps nævner intet trin %2</translation>
    </message>
    <message>
        <source>event source %1: a source is one plain path segment (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>hændelseskilde %1: en kilde er ét enkelt stisegment (bogstaver, cifre, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</translation>
    </message>
    <message>
        <source>event source %1 needs a secret_env: the name of the environment variable that holds its secret</source>
        <translation>hændelseskilde %1 skal have secret_env: navnet på miljøvariablen med dens hemmelighed</translation>
    </message>
    <message>
        <source>flow %1: operation_key must name fields of the signed body, like &quot;{{admin_graphql_api_id}}&quot;</source>
        <translation>flow %1: operation_key skal nævne felter i det signerede indhold, fx &quot;{{admin_graphql_api_id}}&quot;</translation>
    </message>
    <message>
        <source>alerts: url_env and secret_env name environment variables (the address and the secret are never in this file)</source>
        <translation>alerts: url_env og secret_env navngiver miljøvariabler (adressen og hemmeligheden står aldrig i denne fil)</translation>
    </message>
    <message>
        <source>alerts: give the address in the environment variable url_env names, not in the file (it may carry a token)</source>
        <translation>alerts: angiv adressen i den miljøvariabel, url_env navngiver, ikke i filen (den kan indeholde et token)</translation>
    </message>
    <message>
        <source>alerts: held_longer_than_minutes must be more than 0 and at most a week</source>
        <translation>alerts: held_longer_than_minutes skal være over 0 og højst en uge</translation>
    </message>
    <message>
        <source>four_eyes must be a list of retry_open_step, new_operation, approve_content and confirm_not_executed, like [&quot;retry_open_step&quot;, &quot;new_operation&quot;]</source>
        <translation>four_eyes skal være en liste af retry_open_step, new_operation, approve_content og confirm_not_executed, som [&quot;retry_open_step&quot;, &quot;new_operation&quot;]</translation>
    </message>
    <message>
        <source>flow %1, a step: %2</source>
        <translation>flow %1, et trin: %2</translation>
    </message>
    <message>
        <source>flow %1: %2</source>
        <translation>flow %1: %2</translation>
    </message>
    <message>
        <source>flow %1: step kind must be crm.create_task, email.send or voucher.create</source>
        <translation>flow %1: trintypen skal være crm.create_task, email.send eller voucher.create</translation>
    </message>
    <message>
        <source>flow %1: a voucher&apos;s code is made from its step&apos;s reference; remove &quot;code&quot;</source>
        <translation>flow %1: en rabatkodes kode dannes ud fra trinnets reference; fjern &quot;code&quot;</translation>
    </message>
    <message>
        <source>flow %1: a voucher step needs &quot;amount&quot;, the amount off, like &quot;10.00&quot;</source>
        <translation>flow %1: et rabatkodetrin skal have &quot;amount&quot;, rabatbeløbet, f.eks. &quot;10.00&quot;</translation>
    </message>
    <message>
        <source>flow %1: {{voucher.…}} names the voucher of an earlier step, and no earlier step creates one</source>
        <translation>flow %1: {{voucher.…}} henviser til rabatkoden fra et tidligere trin, men intet tidligere trin opretter en</translation>
    </message>
    <message>
        <source>alerts: shape must be standard, slack, teams, teams_legacy or email</source>
        <translation>alerts: shape skal være standard, slack, teams, teams_legacy eller email</translation>
    </message>
    <message>
        <source>alerts: an e-mail alert needs &quot;target&quot;: the name of a mail target of this configuration</source>
        <translation>alerts: en e-mailadvarsel kræver &quot;target&quot;: navnet på et mailmål i denne konfiguration</translation>
    </message>
    <message>
        <source>alerts: an e-mail alert needs &quot;to&quot;: the one address it goes to, like &quot;ops@example.com&quot;</source>
        <translation>alerts: en e-mailadvarsel kræver &quot;to&quot;: den ene adresse, den sendes til, f.eks. &quot;ops@example.com&quot;</translation>
    </message>
    <message>
        <source>alerts: target and to belong to the email shape</source>
        <translation>alerts: target og to hører til formen email</translation>
    </message>
    <message>
        <source>privacy: retention_days.%1 must be a whole number of days (0: kept)</source>
        <translation>privacy: retention_days.%1 skal være et helt antal dage (0: beholdes)</translation>
    </message>
    <message>
        <source>privacy: retention_days knows signed_bodies, content and evidence_details, not %1</source>
        <translation>privacy: retention_days kender signed_bodies, content og evidence_details, ikke %1</translation>
    </message>
    <message>
        <source>privacy: shopify_compliance needs data_requests_dir, the folder where the answers to customers/data_request go</source>
        <translation>privacy: shopify_compliance kræver data_requests_dir, mappen til svarene på customers/data_request</translation>
    </message>
    <message>
        <source>flow %1: %2 is kept for good and may not name a customer&apos;s personal data (%3); use the order&apos;s name or id</source>
        <translation>flow %1: %2 gemmes permanent og må ikke nævne en kundes personoplysninger (%3); brug ordrens navn eller id</translation>
    </message>
    <message>
        <source>every caller needs a name: one plain word (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>hver kalder skal have et navn: ét enkelt ord (bogstaver, cifre, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</translation>
    </message>
    <message>
        <source>caller %1: a token is never in this file; name the environment variable that holds it in token_env</source>
        <translation>kalder %1: et token står aldrig i denne fil; angiv i token_env den miljøvariabel, der indeholder det</translation>
    </message>
    <message>
        <source>caller %1 may start flow %2, but there is no such flow</source>
        <translation>kalder %1 må starte flow %2, men det flow findes ikke</translation>
    </message>
    <message>
        <source>caller %1 needs flows: the flows it may start</source>
        <translation>kalder %1 skal have flows: de flows, den må starte</translation>
    </message>
    <message>
        <source>caller %1: requests_per_minute must be a whole number from 1</source>
        <translation>kalder %1: requests_per_minute skal være et helt tal fra 1</translation>
    </message>
    <message>
        <source>caller %1 is named twice</source>
        <translation>kalder %1 er nævnt to gange</translation>
    </message>
    <message>
        <source>caller %1: the callback&apos;s address and secret are never in this file; name their environment variables in url_env and secret_env</source>
        <translation>kalder %1: tilbagemeldingens adresse og hemmelighed står aldrig i denne fil; angiv deres miljøvariabler i url_env og secret_env</translation>
    </message>
    <message>
        <source>caller %1: a callback needs url_env and secret_env, the environment variables that hold its address and its Standard Webhooks secret</source>
        <translation>kalder %1: en tilbagemelding kræver url_env og secret_env, miljøvariablerne med dens adresse og dens Standard Webhooks-hemmelighed</translation>
    </message>
    <message>
        <source>caller %1 needs a token_env (the environment variable that holds its bearer token) or a secret_env (its Standard Webhooks secret, if it signs its calls)</source>
        <translation>kalder %1 kræver en token_env (miljøvariablen med dens bearer-token) eller en secret_env (dens Standard Webhooks-hemmelighed, hvis den signerer sine kald)</translation>
    </message>
    <message>
        <source>caller %1: token_env and secret_env name environment variables (letters, digits and &apos;_&apos;)</source>
        <translation>kalder %1: token_env og secret_env angiver miljøvariabler (bogstaver, cifre og &apos;_&apos;)</translation>
    </message>
</context>
<context>
    <name>ConsoleCommandLine</name>
    <message>
        <source>Ledger file or postgresql:// URL (the same as giving FILE).</source>
        <translation>Protokolfil eller postgresql://-URL (det samme som FIL).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>STI</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision.</source>
        <translation>Dit navn, registreret ved hver beslutning.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAVN</translation>
    </message>
    <message>
        <source>Targets and flows (JSON), for looking steps up.</source>
        <translation>Mål og flows (JSON) til opslag af trin.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FIL</translation>
    </message>
    <message>
        <source>light or dark.</source>
        <translation>lys eller mørk.</translation>
    </message>
    <message>
        <source>Print start-up, queue and scrolling timings and peak memory, then quit.</source>
        <translation>Udskriv opstarts-, kø- og rulletider og maksimal hukommelse, og afslut.</translation>
    </message>
    <message>
        <source>Save a picture of the window at 1280 × 720 and quit.</source>
        <translation>Gem et billede af vinduet i 1280 × 720 og afslut.</translation>
    </message>
    <message>
        <source>Runledger review console</source>
        <translation>Runledger-gennemsynskonsol</translation>
    </message>
    <message>
        <source>The ledger to open (default: your own ledger).</source>
        <translation>Protokollen, der skal åbnes (standard: din egen protokol).</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[FIL]</translation>
    </message>
    <message numerus="yes">
        <source>Give one ledger to open; %n were given.</source>
        <translation>
            <numerusform>Angiv én protokol; %n blev angivet.</numerusform>
            <numerusform>Angiv én protokol; %n blev angivet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the ledger either as FILE or with --ledger, not both.</source>
        <translation>Angiv protokollen enten som FIL eller med --ledger, ikke begge.</translation>
    </message>
    <message>
        <source>--demo opens a scratch ledger of its own; it cannot be combined with FILE.</source>
        <translation>--demo åbner sin egen kladdeprotokol; den kan ikke kombineres med FIL.</translation>
    </message>
    <message>
        <source>Start the sandbox (runledger-sandbox) and a runner on a scratch ledger, seeded with the acceptance cases.</source>
        <translation>Start sandkassen (runledger-sandbox) og en runner på en øvelsesledger, fyldt med accepttesttilfældene.</translation>
    </message>
</context>
<context>
    <name>Ctl</name>
    <message>
        <source>none yet</source>
        <translation>ingen endnu</translation>
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
        <translation>Protokolfil eller postgresql://-URL (standard: %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>STI</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Udskriv JSON i stedet for tekst.</translation>
    </message>
    <message>
        <source>Try &apos;runledgerctl --help&apos;.</source>
        <translation>Se &apos;runledgerctl --help&apos;.</translation>
    </message>
    <message>
        <source>Usage: runledgerctl COMMAND [OPTIONS]

Commands:
</source>
        <translation>Brug: runledgerctl KOMMANDO [TILVALG]

Kommandoer:
</translation>
    </message>
    <message>
        <source>
Run &apos;runledgerctl COMMAND --help&apos; for a command&apos;s options.
Exit codes: 0 success, 1 usage error, 2 runtime failure, 3 verification failed or refused.
</source>
        <translation>
&apos;runledgerctl KOMMANDO --help&apos; viser en kommandos tilvalg.
Afslutningskoder: 0 succes, 1 brugsfejl, 2 kørselsfejl, 3 kontrol fejlede eller afvist.
</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>ukendt kommando &apos;%1&apos;</translation>
    </message>
    <message>
        <source>ledger ready: %1 (schema %2)</source>
        <translation>protokol klar: %1 (skema %2)</translation>
    </message>
    <message>
        <source>ok: %1 decisions verified</source>
        <translation>ok: %1 beslutninger kontrolleret</translation>
    </message>
    <message>
        <source>broken at seq %1: %2</source>
        <translation>brudt ved nr. %1: %2</translation>
    </message>
    <message>
        <source>events:                     %1</source>
        <translation>hændelser:                    %1</translation>
    </message>
    <message>
        <source>deliveries:                 %1</source>
        <translation>leveringer:                   %1</translation>
    </message>
    <message>
        <source>operations:                 %1</source>
        <translation>operationer:                  %1</translation>
    </message>
    <message>
        <source>attempts:                   %1</source>
        <translation>forsøg:                       %1</translation>
    </message>
    <message>
        <source>confirmed external effects: %1</source>
        <translation>bekræftede eksterne effekter: %1</translation>
    </message>
    <message>
        <source>unresolved operations:      %1</source>
        <translation>uafklarede operationer:       %1</translation>
    </message>
    <message>
        <source>recoveries (held → decided): %1</source>
        <translation>genopretninger (tilbageholdt → besluttet): %1</translation>
    </message>
    <message>
        <source>time to recovery:           median %1, 90th percentile %2</source>
        <translation>tid til genopretning:         median %1, 90. percentil %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>uventet argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>missing argument; see --help</source>
        <translation>argument mangler; se --help</translation>
    </message>
    <message>
        <source>--config FILE is required</source>
        <translation>--config FIL er påkrævet</translation>
    </message>
    <message>
        <source>Address and port to listen on (default 127.0.0.1:8081; port 0 picks a free one).</source>
        <translation>Adresse og port at lytte på (standard 127.0.0.1:8081; port 0 vælger en ledig).</translation>
    </message>
    <message>
        <source>HOST:PORT</source>
        <translation>VÆRT:PORT</translation>
    </message>
    <message>
        <source>Seconds an idempotency key is remembered (default 86400).</source>
        <translation>Sekunder, en idempotensnøgle huskes (standard 86400).</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKUNDER</translation>
    </message>
    <message>
        <source>Milliseconds before a new task shows up in lookups (default 0).</source>
        <translation>Millisekunder, før en ny opgave dukker op i opslag (standard 0).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--listen needs HOST:PORT, for example 127.0.0.1:8081</source>
        <translation>--listen kræver VÆRT:PORT, for eksempel 127.0.0.1:8081</translation>
    </message>
    <message>
        <source>--retention and --settle-ms need whole numbers ≥ 0</source>
        <translation>--retention og --settle-ms kræver hele tal ≥ 0</translation>
    </message>
    <message>
        <source>cannot listen on %1 (in use, or not an address of this machine)</source>
        <translation>kan ikke lytte på %1 (i brug, eller ikke en adresse på denne maskine)</translation>
    </message>
    <message>
        <source>sandbox listening on http://%1:%2 (key retention %3 s, settle %4 ms)</source>
        <translation>sandkasse lytter på http://%1:%2 (nøgleopbevaring %3 s, forsinkelse %4 ms)</translation>
    </message>
    <message>
        <source>stopping (signal %1)</source>
        <translation>stopper (signal %1)</translation>
    </message>
    <message>
        <source>Targets and flows (JSON).</source>
        <translation>Mål og flows (JSON).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FIL</translation>
    </message>
    <message>
        <source>Intake address (default 127.0.0.1:8080; port 0 picks a free one).</source>
        <translation>Modtagelsens adresse (standard 127.0.0.1:8080; port 0 vælger en ledig).</translation>
    </message>
    <message>
        <source>Steps worked on at once (default 4).</source>
        <translation>Trin, der arbejdes på samtidig (standard 4).</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>Reservation lease beyond the target&apos;s deadline (default 5000).</source>
        <translation>Reservationens varighed ud over målets frist (standard 5000).</translation>
    </message>
    <message>
        <source>Pause between lookups that settled nothing (default 2000).</source>
        <translation>Pause mellem opslag, der intet afklarede (standard 2000).</translation>
    </message>
    <message>
        <source>--workers needs a whole number ≥ 1</source>
        <translation>--workers kræver et helt tal ≥ 1</translation>
    </message>
    <message>
        <source>--listen needs HOST:PORT, for example 127.0.0.1:8080</source>
        <translation>--listen kræver VÆRT:PORT, for eksempel 127.0.0.1:8080</translation>
    </message>
    <message>
        <source>runner %1 started with %2 workers on %3</source>
        <translation>runner %1 startet med %2 workers på %3</translation>
    </message>
    <message>
        <source>One delivery per line: {&quot;path&quot;: &quot;/webhooks/shopify&quot;, &quot;headers&quot;: {…}, &quot;body_base64&quot;: &quot;…&quot;}</source>
        <translation>Én levering pr. linje: {&quot;path&quot;: &quot;/webhooks/shopify&quot;, &quot;headers&quot;: {…}, &quot;body_base64&quot;: &quot;…&quot;}</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>kan ikke læse %1: %2</translation>
    </message>
    <message>
        <source>imported %1 deliveries: %2 new events, %3 duplicates, %4 new operations; %5 rejected</source>
        <translation>importerede %1 leveringer: %2 nye hændelser, %3 dubletter, %4 nye operationer; %5 afvist</translation>
    </message>
    <message>
        <source>  line %1: %2 (%3)</source>
        <translation>  linje %1: %2 (%3)</translation>
    </message>
    <message>
        <source>held, uncertain, awaiting_approval, running, completed, abandoned or all (default all).</source>
        <translation>held, uncertain, awaiting_approval, running, completed, abandoned eller all (standard all).</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>TILSTAND</translation>
    </message>
    <message>
        <source>At most this many (default 1000).</source>
        <translation>Højst så mange (standard 1000).</translation>
    </message>
    <message>
        <source>unknown state &apos;%1&apos;</source>
        <translation>ukendt tilstand &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The operation.</source>
        <translation>Operationen.</translation>
    </message>
    <message>
        <source>operation %1  %2</source>
        <translation>operation %1  %2</translation>
    </message>
    <message>
        <source>  action:      %1 (flow %2)</source>
        <translation>  handling:     %1 (flow %2)</translation>
    </message>
    <message>
        <source>  event:       %1 %2</source>
        <translation>  hændelse:     %1 %2</translation>
    </message>
    <message>
        <source>  created:     %1</source>
        <translation>  oprettet:     %1</translation>
    </message>
    <message>
        <source>  responsible: %1</source>
        <translation>  ansvarlig:    %1</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>ikke tildelt</translation>
    </message>
    <message>
        <source>  step %1 %2 → %3: %4%5, %6 attempts, ref %7, target ref %8
    next: %9</source>
        <translation>  trin %1 %2 → %3: %4%5, %6 forsøg, ref %7, målref %8
    næste: %9</translation>
    </message>
    <message>
        <source>  evidence step %1 %2 %3: %4</source>
        <translation>  bevis trin %1 %2 %3: %4</translation>
    </message>
    <message>
        <source>  decision #%1 %2 by %3: %4</source>
        <translation>  beslutning #%1 %2 af %3: %4</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAVN</translation>
    </message>
    <message>
        <source>Why (recorded).</source>
        <translation>Hvorfor (registreres).</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEKST</translation>
    </message>
    <message>
        <source>adopt: the target&apos;s record id.</source>
        <translation>adopt: id&apos;et på målets post.</translation>
    </message>
    <message>
        <source>REF</source>
        <translation>REF</translation>
    </message>
    <message>
        <source>approve-content: the content version.</source>
        <translation>approve-content: indholdsversionen.</translation>
    </message>
    <message>
        <source>assign: the reviewer who becomes responsible.</source>
        <translation>assign: den bedømmer, der bliver ansvarlig.</translation>
    </message>
    <message>
        <source>new-operation: a file with edited content for the open step.</source>
        <translation>new-operation: en fil med redigeret indhold til det åbne trin.</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos;</source>
        <translation>ukendt handling &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--reviewer and --rationale are required: every decision names a person and a reason</source>
        <translation>--reviewer og --rationale er påkrævet: hver beslutning nævner en person og en grund</translation>
    </message>
    <message>
        <source>adopt needs --reference</source>
        <translation>adopt kræver --reference</translation>
    </message>
    <message>
        <source>assign needs --to</source>
        <translation>assign kræver --to</translation>
    </message>
    <message>
        <source>approve-content needs --version N</source>
        <translation>approve-content kræver --version N</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>afvist: %1</translation>
    </message>
    <message>
        <source>the configuration has no target %1</source>
        <translation>konfigurationen har intet mål %1</translation>
    </message>
    <message>
        <source>lookup: %1 (%2)</source>
        <translation>opslag: %1 (%2)</translation>
    </message>
    <message>
        <source>recorded as decision #%1: %2</source>
        <translation>registreret som beslutning #%1: %2</translation>
    </message>
    <message>
        <source>new operation: %1</source>
        <translation>ny operation: %1</translation>
    </message>
    <message>
        <source>A report to write; the format follows the extension: .pdf, .html, .json, .csv. Repeatable.</source>
        <translation>En rapport, der skal skrives; formatet følger filendelsen: .pdf, .html, .json, .csv. Kan gentages.</translation>
    </message>
    <message>
        <source>Keep the scratch ledger at this path (default: a temporary file).</source>
        <translation>Behold kladdeprotokollen på denne sti (standard: en midlertidig fil).</translation>
    </message>
    <message>
        <source>give at least one --out FILE (.pdf, .html, .json or .csv)</source>
        <translation>angiv mindst én --out FIL (.pdf, .html, .json eller .csv)</translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .json or .csv)</source>
        <translation>%1: ukendt rapportformat (brug .pdf, .html, .json eller .csv)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestået</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEJLET</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>skrev %1</translation>
    </message>
    <message>
        <source>all %1 cases passed</source>
        <translation>alle %1 tilfælde bestået</translation>
    </message>
    <message>
        <source>at least one case failed</source>
        <translation>mindst ét tilfælde mislykkedes</translation>
    </message>
    <message>
        <source>create a ledger, or migrate it to this build&apos;s schema</source>
        <translation>opret en protokol, eller migrér den til denne versions skema</translation>
    </message>
    <message>
        <source>print the separate counts: events, deliveries, attempts, effects, unresolved, recovery</source>
        <translation>udskriv de separate optællinger: hændelser, leveringer, forsøg, effekter, uafklarede, genopretning</translation>
    </message>
    <message>
        <source>run the sandbox target: a CRM and a mail service with idempotency keys and faults</source>
        <translation>kør sandkassemålet: et CRM og en mailtjeneste med idempotensnøgler og fejl</translation>
    </message>
    <message>
        <source>receive webhooks and run the steps (intake and runner)</source>
        <translation>modtag webhooks, og kør trinnene (modtagelse og runner)</translation>
    </message>
    <message>
        <source>import deliveries captured elsewhere (signatures re-verified)</source>
        <translation>importér leveringer optaget andetsteds (signaturer kontrolleres igen)</translation>
    </message>
    <message>
        <source>list operations, by state</source>
        <translation>list operationer efter tilstand</translation>
    </message>
    <message>
        <source>show one operation: steps, attempts, evidence, content, decisions</source>
        <translation>vis én operation: trin, forsøg, beviser, indhold, beslutninger</translation>
    </message>
    <message>
        <source>record a reviewer&apos;s decision on an operation</source>
        <translation>registrér en bedømmers beslutning om en operation</translation>
    </message>
    <message>
        <source>check each target&apos;s declared capability against what it really does (creates labelled canaries)</source>
        <translation>kontrollerer hvert måls erklærede evne mod det, det faktisk gør (opretter mærkede testposter)</translation>
    </message>
    <message>
        <source>duplicates found at target: %1</source>
        <translation>dubletter fundet hos målet: %1</translation>
    </message>
    <message>
        <source>target %1 declares %2 and was never probed; run runledgerctl probe --config FILE --ledger LEDGER</source>
        <translation>målet %1 erklærer %2 og er aldrig blevet kontrolleret; kør runledgerctl probe --config FILE --ledger LEDGER</translation>
    </message>
    <message>
        <source>target %1 declares %2; last probe %3 observed %4%5</source>
        <translation>målet %1 erklærer %2; seneste kontrol %3 observerede %4%5</translation>
    </message>
    <message>
        <source>nothing (the probe could not run)</source>
        <translation>intet (kontrollen kunne ikke køre)</translation>
    </message>
    <message>
        <source> — the profile contradicts what the target does</source>
        <translation> — profilen modsiger det, målet gør</translation>
    </message>
    <message>
        <source>confirm-not-executed: you checked the target and it holds no record of this step.</source>
        <translation>confirm-not-executed: du har kontrolleret målet, og det har ingen post for dette trin.</translation>
    </message>
    <message>
        <source>may have run: %1</source>
        <translation>kan være kørt: %1</translation>
    </message>
    <message>
        <source>confirm-not-executed needs --confirm: check the target first; the ledger will then say nothing was done there</source>
        <translation>confirm-not-executed kræver --confirm: kontrollér målet først; hovedbogen vil derefter sige, at intet blev gjort der</translation>
    </message>
    <message>
        <source>check each target&apos;s declared capability against what it really does. Creates canary records labelled &quot;%1&quot; at each target.</source>
        <translation>kontrollerer hvert måls erklærede evne mod det, det faktisk gør. Opretter testposter mærket &quot;%1&quot; hos hvert mål.</translation>
    </message>
    <message>
        <source>Probe only this target (default: every target of the configuration).</source>
        <translation>Kontrollér kun dette mål (standard: alle mål i konfigurationen).</translation>
    </message>
    <message>
        <source>Write the findings to FILE.json or FILE.html. Repeatable.</source>
        <translation>Skriv resultaterne til FILE.json eller FILE.html. Kan gentages.</translation>
    </message>
    <message>
        <source>Record the findings in this ledger (the console and serve show the last probe).</source>
        <translation>Registrér resultaterne i denne hovedbog (konsollen og serve viser den seneste kontrol).</translation>
    </message>
    <message>
        <source>Print the findings as JSON.</source>
        <translation>Udskriv resultaterne som JSON.</translation>
    </message>
    <message>
        <source>How long to wait for the canary to show up in a lookup (default 15000).</source>
        <translation>Hvor længe der ventes på, at testposten dukker op i et opslag (standard 15000).</translation>
    </message>
    <message>
        <source>%1: unknown format (use .json or .html)</source>
        <translation>%1: ukendt format (brug .json eller .html)</translation>
    </message>
    <message>
        <source>%1: could not be probed: %2</source>
        <translation>%1: kunne ikke kontrolleres: %2</translation>
    </message>
    <message>
        <source>%1: declared %2, observed %3%4</source>
        <translation>%1: erklæret %2, observeret %3%4</translation>
    </message>
    <message>
        <source> — CONTRADICTION</source>
        <translation> — MODSTRID</translation>
    </message>
    <message>
        <source>same key and parameters: one record%1</source>
        <translation>samme nøgle og parametre: én post%1</translation>
    </message>
    <message>
        <source>, replay marker</source>
        <translation>, genafspilningsmarkør</translation>
    </message>
    <message>
        <source>same key and parameters: a second record (the key is ignored)</source>
        <translation>samme nøgle og parametre: en anden post (nøglen ignoreres)</translation>
    </message>
    <message>
        <source>same key, other parameters: refused (HTTP %1)</source>
        <translation>samme nøgle, andre parametre: afvist (HTTP %1)</translation>
    </message>
    <message>
        <source>same key, other parameters: not refused (HTTP %1)</source>
        <translation>samme nøgle, andre parametre: ikke afvist (HTTP %1)</translation>
    </message>
    <message>
        <source>lookup by reference: not found</source>
        <translation>opslag efter reference: ikke fundet</translation>
    </message>
    <message>
        <source>canary records (&quot;%1&quot;, safe to delete): %2</source>
        <translation>testposter (&quot;%1&quot;, kan slettes): %2</translation>
    </message>
    <message>
        <source>the profile should declare: %1</source>
        <translation>profilen bør erklære: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>The bearer token the emulated provider APIs (/resend/…) require (default sandbox-token).</source>
        <translation>Det bearer-token, som de efterlignede udbyder-API’er (/resend/…) kræver (standard sandbox-token).</translation>
    </message>
    <message>
        <source>TOKEN</source>
        <translation>TOKEN</translation>
    </message>
    <message>
        <source>HubSpot searches allowed per second (default 4; 0: no limit).</source>
        <translation>Tilladte HubSpot-søgninger pr. sekund (standard 4; 0: ingen grænse).</translation>
    </message>
    <message>
        <source>HubSpot requests allowed per 10 seconds (default 100; 0: no limit).</source>
        <translation>Tilladte HubSpot-anmodninger pr. 10 sekunder (standard 100; 0: ingen grænse).</translation>
    </message>
    <message>
        <source>same key, other parameters: the one record was updated (HTTP %1), no second record</source>
        <translation>samme nøgle, andre parametre: den ene post blev opdateret (HTTP %1), ingen anden post</translation>
    </message>
    <message>
        <source>run the six acceptance cases (against the sandbox or configured targets) and write reports</source>
        <translation>kør de seks accepttesttilfælde (mod sandkassen eller konfigurerede mål) og skriv rapporter</translation>
    </message>
    <message>
        <source>Serve only the emulated provider APIs, without the admin API (faults, clock, effect counts): a stand-in for the real providers.</source>
        <translation>Server kun de efterlignede udbyder-API&apos;er, uden admin-API (fejl, ur, effekttællinger): en stedfortræder for de rigtige udbydere.</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>ikke kørt</translation>
    </message>
    <message>
        <source>probe %1: %2</source>
        <translation>prøve %1: %2</translation>
    </message>
    <message>
        <source>the %1 cases that ran passed; %2 need the sandbox and were not run</source>
        <translation>de %1 kørte tilfælde bestod; %2 kræver sandkassen og blev ikke kørt</translation>
    </message>
    <message>
        <source>not sound: %1</source>
        <translation>ikke i orden: %1</translation>
    </message>
    <message>
        <source>the ledger cannot be trusted: %1</source>
        <translation>ledgeren kan ikke stoles på: %1</translation>
    </message>
    <message>
        <source>check the file, the append-only guards and the hash chain, and name what is wrong</source>
        <translation>kontrollér filen, beskyttelsen mod ændringer og hashkæden, og navngiv fejlen</translation>
    </message>
    <message>
        <source>write the chain&apos;s head, signed (Ed25519), to keep elsewhere for verify --checkpoint</source>
        <translation>skriv kædens hoved, signeret (Ed25519), til opbevaring et andet sted til verify --checkpoint</translation>
    </message>
    <message>
        <source>The Ed25519 private key (PEM) that signs; made, readable by you only, if the file does not exist yet. Keep it away from the ledger&apos;s machine if you can.</source>
        <translation>Den private Ed25519-nøgle (PEM), der signerer; oprettes (kun læsbar for dig), hvis filen ikke findes endnu. Opbevar den helst ikke på ledgerens maskine.</translation>
    </message>
    <message>
        <source>Where to write the checkpoint (JSON). Keep a copy elsewhere.</source>
        <translation>Hvor kontrolpunktet skrives (JSON). Opbevar en kopi et andet sted.</translation>
    </message>
    <message>
        <source>checkpoint needs --key FILE and --out FILE</source>
        <translation>checkpoint kræver --key FIL og --out FIL</translation>
    </message>
    <message>
        <source>no checkpoint written: the ledger does not verify: %1</source>
        <translation>intet kontrolpunkt skrevet: ledgeren består ikke kontrollen: %1</translation>
    </message>
    <message>
        <source>cannot write the new key %1: %2</source>
        <translation>den nye nøgle %1 kan ikke skrives: %2</translation>
    </message>
    <message>
        <source>made a new signing key %1 (its public key: %1.pub)</source>
        <translation>ny signeringsnøgle %1 oprettet (dens offentlige nøgle: %1.pub)</translation>
    </message>
    <message>
        <source>%1 is not an Ed25519 private key in PEM</source>
        <translation>%1 er ikke en privat Ed25519-nøgle i PEM</translation>
    </message>
    <message>
        <source>checkpoint of entry %1 (hash %2) written to %3</source>
        <translation>kontrolpunkt for post %1 (hash %2) skrevet til %3</translation>
    </message>
    <message>
        <source>Also prove the ledger still holds this checkpoint&apos;s entry unchanged.</source>
        <translation>Vis også, at ledgeren stadig indeholder dette kontrolpunkts post uændret.</translation>
    </message>
    <message>
        <source>The public key (PEM) the checkpoint must be signed with (default: the one it carries).</source>
        <translation>Den offentlige nøgle (PEM), som kontrolpunktet skal være signeret med (standard: den medfølgende).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s signature does not match: it was altered, or signed by another key</source>
        <translation>kontrolpunktets signatur passer ikke: det er ændret eller signeret med en anden nøgle</translation>
    </message>
    <message>
        <source>the ledger ends at entry %1, before the checkpoint&apos;s entry %2 of %3: entries were removed</source>
        <translation>ledgeren slutter ved post %1, før kontrolpunktets post %2 fra %3: poster er fjernet</translation>
    </message>
    <message>
        <source>entry %1 is not the one checkpointed at %2: the chain was rewritten up to there</source>
        <translation>post %1 er ikke den, der blev fastholdt %2: kæden er omskrevet indtil da</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged</source>
        <translation>; kontrolpunktet for post %1 (%2) findes uændret</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged (its signature checked against the key it carries; pass --public-key to check it against yours)</source>
        <translation>; kontrolpunktet for post %1 (%2) findes uændret (signaturen kontrolleret mod den medfølgende nøgle; brug --public-key for at kontrollere mod din)</translation>
    </message>
    <message>
        <source>the checkpoint file is written, but the ledger could not note it: %1</source>
        <translation>kontrolpunktfilen er skrevet, men protokollen kunne ikke notere den: %1</translation>
    </message>
    <message numerus="yes">
        <source>lookup by reference: %n record(s), visible after %1 ms (declared settle_ms %2)</source>
        <translation>
            <numerusform>opslag på reference: %n post, synlig efter %1 ms (angivet settle_ms %2)</numerusform>
            <numerusform>opslag på reference: %n poster, synlige efter %1 ms (angivet settle_ms %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>What this process does: intake (answers webhooks, never calls a target), runner (works steps; HTTP only for /healthz and /metrics, and only with --listen) or all (default).</source>
        <translation>Hvad denne proces gør: intake (besvarer webhooks, kalder aldrig et mål), runner (udfører trin; HTTP kun for /healthz og /metrics, og kun med --listen) eller all (standard).</translation>
    </message>
    <message>
        <source>ROLE</source>
        <translation>ROLLE</translation>
    </message>
    <message>
        <source>The same as --role runner.</source>
        <translation>Det samme som --role runner.</translation>
    </message>
    <message>
        <source>How often the runner looks for work (default 200; 1000 on PostgreSQL, where new work wakes it).</source>
        <translation>Hvor ofte runneren leder efter arbejde (standard 200; 1000 på PostgreSQL, hvor nyt arbejde vækker den).</translation>
    </message>
    <message>
        <source>--no-intake and --role %1 contradict each other</source>
        <translation>--no-intake og --role %1 modsiger hinanden</translation>
    </message>
    <message>
        <source>--role needs intake, runner or all</source>
        <translation>--role kræver intake, runner eller all</translation>
    </message>
    <message>
        <source>health and metrics on http://%1:%2</source>
        <translation>helbred og målinger på http://%1:%2</translation>
    </message>
    <message>
        <source>serving as intake only (role intake): no target is called from this process; a runner process works the steps</source>
        <translation>kun modtagelse (rolle intake): denne proces kalder intet mål; en runner-proces udfører trinene</translation>
    </message>
    <message>
        <source>this ledger&apos;s checkpoints are signed with the key pinned at its first checkpoint (fingerprint %1); %2 is another key (fingerprint %3): sign with the pinned key</source>
        <translation>Denne protokols kontrolpunkter signeres med den nøgle, der blev fastlagt ved det første kontrolpunkt (fingeraftryk %1); %2 er en anden nøgle (fingeraftryk %3): signér med den fastlagte nøgle</translation>
    </message>
    <message>
        <source>%1 is not an Ed25519 public key in PEM</source>
        <translation>%1 er ikke en offentlig Ed25519-nøgle i PEM</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s signature does not match the key pinned in the ledger at its first checkpoint (fingerprint %1): it was altered, or signed by another key</source>
        <translation>Kontrolpunktets signatur passer ikke til den nøgle, der blev fastlagt i protokollen ved det første kontrolpunkt (fingeraftryk %1): det er ændret eller signeret med en anden nøgle</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged (signed with the key pinned at the ledger&apos;s first checkpoint, fingerprint %3)</source>
        <translation>; kontrolpunktet for post %1 (%2) findes uændret (signeret med den nøgle, der blev fastlagt ved protokollens første kontrolpunkt, fingeraftryk %3)</translation>
    </message>
    <message>
        <source>Free space on a ledger file&apos;s disk that intake leaves to the runner: below it, deliveries are answered 503 (default 32; 0: none).</source>
        <translation>Ledig plads på disken med en protokolfil, som modtagelsen overlader til runneren: derunder besvares leveringer med 503 (standard 32; 0: ingen).</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>--disk-reserve-mb needs a whole number of megabytes ≥ 0</source>
        <translation>--disk-reserve-mb kræver et helt antal megabytes ≥ 0</translation>
    </message>
    <message>
        <source>the ledger %1 holds no configuration yet (serve and init --config record theirs); pass --config FILE</source>
        <translation>protokollen %1 indeholder endnu ingen konfiguration (serve og init --config registrerer deres); angiv --config FIL</translation>
    </message>
    <message>
        <source>the configuration recorded in the ledger cannot be read: %1</source>
        <translation>konfigurationen registreret i protokollen kan ikke læses: %1</translation>
    </message>
    <message>
        <source>Record these targets and flows in the ledger: decide and the console then use them.</source>
        <translation>Registrér disse mål og flows i protokollen: decide og konsollen bruger dem så.</translation>
    </message>
    <message>
        <source>configuration recorded in the ledger (fingerprint %1)</source>
        <translation>konfiguration registreret i protokollen (fingeraftryk %1)</translation>
    </message>
    <message>
        <source>cannot record the configuration in the ledger: %1</source>
        <translation>konfigurationen kan ikke registreres i protokollen: %1</translation>
    </message>
    <message>
        <source>Targets: reconcile, adopt and confirm-not-executed look the step up there first (default: the configuration the ledger recorded; a target at another address than the step was sent to is refused).</source>
        <translation>Mål: reconcile, adopt og confirm-not-executed slår trinnet op der først (standard: den konfiguration, protokollen registrerede; et mål på en anden adresse end den, trinnet blev sendt til, afvises).</translation>
    </message>
    <message numerus="yes">
        <source>operations held longer than %n minute(s) are reported to %1</source>
        <translation>
            <numerusform>operationer tilbageholdt i mere end %n minut meldes til %1</numerusform>
            <numerusform>operationer tilbageholdt i mere end %n minutter meldes til %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the logins of a PostgreSQL ledger and their roles: init, add, list, remove, whoami</source>
        <translation>et PostgreSQL-protokols logins og deres roller: init, add, list, remove, whoami</translation>
    </message>
    <message>
        <source>Who decides (recorded). On a team ledger the signed-in login decides: leave it out, or give its display name.</source>
        <translation>Hvem beslutter (registreres). I et teamprotokol beslutter det indloggede login: udelad det, eller angiv dets visningsnavn.</translation>
    </message>
    <message>
        <source>init (run once by the database owner) | add | list | remove | whoami</source>
        <translation>init (én gang af databasens ejer) | add | list | remove | whoami</translation>
    </message>
    <message>
        <source>add, remove: the database login.</source>
        <translation>add, remove: databasens login.</translation>
    </message>
    <message>
        <source>add: service | reviewer | approver | auditor.</source>
        <translation>add: service | reviewer | approver | auditor.</translation>
    </message>
    <message>
        <source>add: the name recorded with the login&apos;s decisions (default: the login).</source>
        <translation>add: navnet, der registreres ved loginets beslutninger (standard: loginet).</translation>
    </message>
    <message>
        <source>team add needs --login</source>
        <translation>team add kræver --login</translation>
    </message>
    <message>
        <source>team add needs --role service, reviewer, approver or auditor</source>
        <translation>team add kræver --role service, reviewer, approver eller auditor</translation>
    </message>
    <message>
        <source>team remove needs --login</source>
        <translation>team remove kræver --login</translation>
    </message>
    <message>
        <source>unknown team action &apos;%1&apos;</source>
        <translation>ukendt teamhandling &apos;%1&apos;</translation>
    </message>
    <message>
        <source>team roles ready: runledger_service, runledger_reviewer, runledger_approver, runledger_auditor</source>
        <translation>teamroller klar: runledger_service, runledger_reviewer, runledger_approver, runledger_auditor</translation>
    </message>
    <message>
        <source>%1 is now %2 on this ledger</source>
        <translation>%1 er nu %2 i dette protokol</translation>
    </message>
    <message>
        <source>%1 is no longer on this ledger&apos;s team (its decisions stay)</source>
        <translation>%1 er ikke længere med i dette protokols team (dets beslutninger bliver)</translation>
    </message>
    <message>
        <source>login %1; this ledger has no team: decisions record the name given</source>
        <translation>login %1; dette protokol har intet team: beslutninger registrerer det angivne navn</translation>
    </message>
    <message>
        <source>login %1, not on this ledger&apos;s team</source>
        <translation>login %1, ikke med i dette protokols team</translation>
    </message>
    <message>
        <source>%1 (login %2), %3</source>
        <translation>%1 (login %2), %3</translation>
    </message>
    <message>
        <source>no team yet: decisions record the name given (runledgerctl team add)</source>
        <translation>intet team endnu: beslutninger registrerer det angivne navn (runledgerctl team add)</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(fjernet)</translation>
    </message>
    <message>
        <source>export every decision with its login, role, rationale and evidence, the chain&apos;s state and last checkpoint</source>
        <translation>eksportér hver beslutning med login, rolle, begrundelse og bevis, kædens tilstand og det seneste kontrolpunkt</translation>
    </message>
    <message>
        <source>First day (or moment, ISO 8601, UTC) of decisions to include.</source>
        <translation>Første dag (eller tidspunkt, ISO 8601, UTC) for de beslutninger, der medtages.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>DATO</translation>
    </message>
    <message>
        <source>Last day (or moment) of decisions to include.</source>
        <translation>Sidste dag (eller tidspunkt) for de beslutninger, der medtages.</translation>
    </message>
    <message>
        <source>--from and --to take a date (2026-12-01) or a moment (2026-12-01T09:30:00Z)</source>
        <translation>--from og --to tager en dato (2026-12-01) eller et tidspunkt (2026-12-01T09:30:00Z)</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) exported to %1</source>
        <translation>
            <numerusform>%n beslutning eksporteret til %1</numerusform>
            <numerusform>%n beslutninger eksporteret til %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the chain is broken: %1</source>
        <translation>kæden er brudt: %1</translation>
    </message>
    <message>
        <source>countersigning %1&apos;s request: %2</source>
        <translation>kontrasignerer anmodningen fra %1: %2</translation>
    </message>
    <message>
        <source>recorded as request #%1: %2</source>
        <translation>registreret som anmodning #%1: %2</translation>
    </message>
    <message>
        <source>e-mails delivered, delayed, bounced, failed or suppressed: %1, %2, %3, %4</source>
        <translation>e-mails leveret, forsinket, afvist, mislykket eller undertrykt: %1, %2, %3, %4</translation>
    </message>
    <message>
        <source>Runledger audit export</source>
        <translation>Runledger-revisionsudtræk</translation>
    </message>
    <message>
        <source>Ledger: %1</source>
        <translation>Protokol: %1</translation>
    </message>
    <message>
        <source>Period: %1 to %2</source>
        <translation>Periode: %1 til %2</translation>
    </message>
    <message>
        <source>the first decision</source>
        <translation>den første beslutning</translation>
    </message>
    <message>
        <source>the last decision</source>
        <translation>den sidste beslutning</translation>
    </message>
    <message>
        <source>Exported at %1</source>
        <translation>Udtrukket %1</translation>
    </message>
    <message>
        <source>Last anchored checkpoint: none</source>
        <translation>Seneste forankrede kontrolpunkt: intet</translation>
    </message>
    <message>
        <source>Last anchored checkpoint: entry %1, hash %2, at %3</source>
        <translation>Seneste forankrede kontrolpunkt: post %1, hash %2, %3</translation>
    </message>
    <message>
        <source>The decision chain verifies: %1 entries, head %2</source>
        <translation>Beslutningskæden holder: %1 poster, hoved %2</translation>
    </message>
    <message>
        <source>The decision chain is BROKEN: %1</source>
        <translation>Beslutningskæden er BRUDT: %1</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Post</translation>
    </message>
    <message>
        <source>Decided at (UTC)</source>
        <translation>Besluttet (UTC)</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Login</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Beslutning</translation>
    </message>
    <message>
        <source>Operation, step</source>
        <translation>Operation, trin</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begrundelse</translation>
    </message>
    <message>
        <source>Countersigned by</source>
        <translation>Kontrasigneret af</translation>
    </message>
    <message>
        <source>%1 (requested)</source>
        <translation>%1 (anmodet)</translation>
    </message>
    <message>
        <source>every decision</source>
        <translation>alle beslutninger</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 til %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Side %1 af %2</translation>
    </message>
    <message>
        <source>Machine-readable twin of this export</source>
        <translation>Maskinlæsbar tvilling af dette udtræk</translation>
    </message>
    <message>
        <source>The export: FILE.csv, FILE.json or FILE.pdf (a document to sign, its JSON attached).</source>
        <translation>Udtrækket: FIL.csv, FIL.json eller FIL.pdf (et dokument til underskrift, med JSON vedhæftet).</translation>
    </message>
    <message>
        <source>audit needs --out FILE.csv, FILE.json or FILE.pdf</source>
        <translation>audit kræver --out FIL.csv, FIL.json eller FIL.pdf</translation>
    </message>
    <message>
        <source>cannot lay the PDF out: %1</source>
        <translation>PDF&apos;en kan ikke sættes op: %1</translation>
    </message>
    <message>
        <source>the targets&apos; last probes could not be read: %1</source>
        <translation>målenes seneste prøver kunne ikke læses: %1</translation>
    </message>
    <message>
        <source>Points in Shopify&apos;s cost bucket (default 2000).</source>
        <translation>Point i Shopifys omkostningsspand (standard 2000).</translation>
    </message>
    <message>
        <source>Points Shopify&apos;s cost bucket restores per second (default 100).</source>
        <translation>Point, som Shopifys omkostningsspand genopfylder pr. sekund (standard 100).</translation>
    </message>
    <message>
        <source>--shopify-bucket needs a number of at least 1 and --shopify-restore-rate one above 0</source>
        <translation>--shopify-bucket kræver et tal på mindst 1 og --shopify-restore-rate et over 0</translation>
    </message>
    <message>
        <source>Run the six cases on the flow &quot;order, voucher, e-mail with its code&quot;: the voucher is the first step (the sandbox&apos;s Stripe emulation, or the configuration&apos;s first voucher target).</source>
        <translation>Kør de seks tilfælde på flowet &quot;ordre, rabatkode, e-mail med koden&quot;: rabatkoden er første trin (sandkassens Stripe-emulering eller konfigurationens første rabatkodemål).</translation>
    </message>
    <message>
        <source>vouchers created: %1, each once</source>
        <translation>oprettede rabatkoder: %1, hver én gang</translation>
    </message>
    <message>
        <source>vouchers created: %1, some code more than once</source>
        <translation>oprettede rabatkoder: %1, en kode mere end én gang</translation>
    </message>
    <message>
        <source>the same code again: refused as taken, no second voucher</source>
        <translation>samme kode igen: afvist som optaget, ingen anden rabatkode</translation>
    </message>
    <message>
        <source>canary codes removed again: %1</source>
        <translation>testkoder fjernet igen: %1</translation>
    </message>
    <message>
        <source>clock: this machine&apos;s clock is %1; the ledger&apos;s clock decides, and nothing is resent nor called not executed from here until it is right</source>
        <translation>ur: denne maskines ur går %1; ledgerens ur afgør, og herfra sendes intet igen eller erklæres ikke udført, før det går rigtigt</translation>
    </message>
    <message>
        <source>clock: this machine&apos;s clock agrees with the ledger database&apos;s again (%1)</source>
        <translation>ur: denne maskines ur stemmer igen med ledgerdatabasens (%1)</translation>
    </message>
    <message>
        <source>this ledger was restored at %1 from a backup taken at %2: %3 steps were rechecked, and until %4 every step is looked up at its target before its first attempt</source>
        <translation>denne ledger blev gendannet %1 fra en sikkerhedskopi taget %2: %3 trin blev kontrolleret igen, og indtil %4 slås hvert trin op hos sit mål før første forsøg</translation>
    </message>
    <message>
        <source>copy the ledger while it is in use (SQLite&apos;s online backup; pg_dump on a snapshot), marked as a backup</source>
        <translation>kopiér ledgeren mens den er i brug (SQLites onlinesikkerhedskopi; pg_dump på et snapshot), mærket som sikkerhedskopi</translation>
    </message>
    <message>
        <source>put a backup back in service: steps it caught in flight are looked up before anything is sent</source>
        <translation>tag en sikkerhedskopi i brug igen: trin, den fangede midt i udførelsen, slås op, før noget sendes</translation>
    </message>
    <message>
        <source>restored:                   %1</source>
        <translation>gendannet:                  %1</translation>
    </message>
    <message>
        <source>clock:                      this machine&apos;s clock is %1</source>
        <translation>ur:                         denne maskines ur går %1</translation>
    </message>
    <message>
        <source>restored at %1 from a backup taken at %2; %3 steps were rechecked</source>
        <translation>gendannet %1 fra en sikkerhedskopi taget %2; %3 trin blev kontrolleret igen</translation>
    </message>
    <message>
        <source>; until %1 every step is looked up at its target before its first attempt</source>
        <translation>; indtil %1 slås hvert trin op hos sit mål før det første forsøg</translation>
    </message>
    <message>
        <source>The backup file to write (it must not exist). SQLite: a ledger file; PostgreSQL: a psql script made by pg_dump.</source>
        <translation>Sikkerhedskopifilen, der skrives (den må ikke findes). SQLite: en ledgerfil; PostgreSQL: et psql-script lavet af pg_dump.</translation>
    </message>
    <message>
        <source>backup needs --out FILE</source>
        <translation>backup kræver --out FIL</translation>
    </message>
    <message>
        <source>%1 exists already; a backup is never written over a file</source>
        <translation>%1 findes allerede; en sikkerhedskopi skrives aldrig over en fil</translation>
    </message>
    <message>
        <source>the backup %1 cannot be opened: %2</source>
        <translation>sikkerhedskopien %1 kan ikke åbnes: %2</translation>
    </message>
    <message>
        <source>the backup %1 does not verify: %2</source>
        <translation>sikkerhedskopien %1 består ikke kontrollen: %2</translation>
    </message>
    <message>
        <source>pg_dump is not installed (Debian package postgresql-client)</source>
        <translation>pg_dump er ikke installeret (Debian-pakken postgresql-client)</translation>
    </message>
    <message>
        <source>pg_dump failed (exit code %1); nothing was kept</source>
        <translation>pg_dump mislykkedes (afslutningskode %1); intet blev gemt</translation>
    </message>
    <message>
        <source>backup of %1 as of %2 written to %3 (decision chain at entry %4, %5)</source>
        <translation>sikkerhedskopi af %1 pr. %2 skrevet til %3 (beslutningskæden ved post %4, %5)</translation>
    </message>
    <message>
        <source>The backup to restore (made by runledgerctl backup).</source>
        <translation>Sikkerhedskopien, der gendannes (lavet af runledgerctl backup).</translation>
    </message>
    <message>
        <source>restore needs --from FILE and --ledger PATH (a file that does not exist yet, or an empty PostgreSQL database)</source>
        <translation>restore kræver --from FIL og --ledger STI (en fil, der ikke findes endnu, eller en tom PostgreSQL-database)</translation>
    </message>
    <message>
        <source>no backup at %1</source>
        <translation>ingen sikkerhedskopi i %1</translation>
    </message>
    <message>
        <source>%1 exists; restore writes a new file only (move the old ledger and its -wal and -shm files aside first)</source>
        <translation>%1 findes; restore skriver kun en ny fil (flyt først den gamle ledger og dens -wal- og -shm-filer til side)</translation>
    </message>
    <message>
        <source>%1 is not a backup of a ledger: %2</source>
        <translation>%1 er ikke en sikkerhedskopi af en ledger: %2</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3</source>
        <translation>kan ikke kopiere %1 til %2: %3</translation>
    </message>
    <message>
        <source>%1 holds a ledger already; restore into a new, empty database</source>
        <translation>%1 indeholder allerede en ledger; gendan i en ny, tom database</translation>
    </message>
    <message>
        <source>psql is not installed (Debian package postgresql-client)</source>
        <translation>psql er ikke installeret (Debian-pakken postgresql-client)</translation>
    </message>
    <message>
        <source>psql could not load %1 (exit code %2); nothing was restored</source>
        <translation>psql kunne ikke indlæse %1 (afslutningskode %2); intet blev gendannet</translation>
    </message>
    <message>
        <source>%1 holds no backup marker: it was not made by runledgerctl backup</source>
        <translation>%1 har intet sikkerhedskopimærke: den blev ikke lavet af runledgerctl backup</translation>
    </message>
    <message numerus="yes">
        <source>the restored ledger verifies: %n decision(s), head %1</source>
        <translation>
            <numerusform>den gendannede ledger består kontrollen: %n beslutning, hoved %1</numerusform>
            <numerusform>den gendannede ledger består kontrollen: %n beslutninger, hoved %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the restored ledger does not verify: %1</source>
        <translation>den gendannede ledger består ikke kontrollen: %1</translation>
    </message>
    <message>
        <source>e-mails marked as spam:     %1 (delivered, and counted there too)</source>
        <translation>e-mails markeret som spam: %1 (leveret, og også talt med dér)</translation>
    </message>
    <message>
        <source>  looking at it: %1 since %2 (until %3)</source>
        <translation>  ser på den: %1 siden %2 (indtil %3)</translation>
    </message>
    <message>
        <source>    held by %1 until %2</source>
        <translation>    holdt af %1 indtil %2</translation>
    </message>
    <message>
        <source>  e-mail of step %1: %2%3</source>
        <translation>  e-mail fra trin %1: %2%3</translation>
    </message>
    <message>
        <source>%1 (login %2)</source>
        <translation>%1 (login %2)</translation>
    </message>
    <message>
        <source>intake on port %1, %2</source>
        <translation>modtagelse på port %1, %2</translation>
    </message>
    <message>
        <source>runner started</source>
        <translation>runner startet</translation>
    </message>
    <message>
        <source>no runner</source>
        <translation>ingen runner</translation>
    </message>
    <message>
        <source>accepted by the mail service</source>
        <translation>modtaget af mailtjenesten</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>ikke sendt</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>sendt</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>forsinket</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>leveret</translation>
    </message>
    <message>
        <source>delivered, then marked as spam</source>
        <translation>leveret, derefter markeret som spam</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>afvist</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>undertrykt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislykkedes</translation>
    </message>
    <message>
        <source>the sandbox is the program runledger-sandbox, which is not installed next to runledgerctl or on the PATH (Debian: it comes with the runledger package)</source>
        <translation>sandkassen er programmet runledger-sandbox, som hverken er installeret ved siden af runledgerctl eller i PATH (Debian: det følger med pakken runledger)</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>kan ikke starte %1: %2</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Prøv &apos;%1 --help&apos;.</translation>
    </message>
    <message>
        <source>Say only where it listens, not every request.</source>
        <translation>Sig kun, hvor den lytter, ikke hver forespørgsel.</translation>
    </message>
    <message>
        <source>Run against the first crm and mail targets of this configuration (default: the built-in sandbox, runledger-sandbox). With the sandbox admin API all six cases run; against real targets the four that need no fault, plus the probe.</source>
        <translation>Kør mod det første CRM- og mailmål i denne konfiguration (standard: den indbyggede sandkasse, runledger-sandbox). Med sandkassens admin-API køres alle seks tilfælde; mod rigtige mål de fire, der ikke kræver en fejl, plus kontrollen.</translation>
    </message>
    <message>
        <source>erase one customer&apos;s personal data from every operation (recorded in the chain, which still verifies)</source>
        <translation>slet én kundes personoplysninger fra alle operationer (registreret i kæden, som stadig kan verificeres)</translation>
    </message>
    <message>
        <source>export everything the ledger holds on one customer, for an access request</source>
        <translation>eksportér alt, hvad hovedbogen har om én kunde, til en anmodning om indsigt</translation>
    </message>
    <message>
        <source>personal data removed:      %1 rows, %2 bytes (retention and erasures)</source>
        <translation>fjernede personoplysninger: %1 rækker, %2 byte (opbevaring og sletninger)</translation>
    </message>
    <message>
        <source>The customer: an e-mail address, or a Shopify customer id (123 or gid://shopify/Customer/123) with --shop.</source>
        <translation>Kunden: en e-mailadresse eller et Shopify-kunde-id (123 eller gid://shopify/Customer/123) med --shop.</translation>
    </message>
    <message>
        <source>EMAIL|ID</source>
        <translation>E-MAIL|ID</translation>
    </message>
    <message>
        <source>The shop of a Shopify customer id (example.myshopify.com).</source>
        <translation>Butikken for et Shopify-kunde-id (example.myshopify.com).</translation>
    </message>
    <message>
        <source>DOMAIN</source>
        <translation>DOMÆNE</translation>
    </message>
    <message>
        <source>--customer EMAIL, or --customer ID --shop DOMAIN, is required</source>
        <translation>--customer E-MAIL eller --customer ID --shop DOMÆNE er påkrævet</translation>
    </message>
    <message>
        <source>--customer is neither an e-mail address nor a Shopify customer id with --shop DOMAIN</source>
        <translation>--customer er hverken en e-mailadresse eller et Shopify-kunde-id med --shop DOMÆNE</translation>
    </message>
    <message>
        <source>Who erases (recorded). On a team ledger the signed-in login erases: leave it out, or give its display name.</source>
        <translation>Hvem sletter (registreres). På en teamhovedbog sletter det indloggede login: udelad det, eller angiv dets visningsnavn.</translation>
    </message>
    <message>
        <source>Why (recorded forever): the request&apos;s ticket or order number, never the customer&apos;s address.</source>
        <translation>Hvorfor (registreres for altid): anmodningens sags- eller ordrenummer, aldrig kundens adresse.</translation>
    </message>
    <message>
        <source>Only show the operations that hold the customer&apos;s data; erase nothing.</source>
        <translation>Vis kun operationerne med kundens oplysninger; slet intet.</translation>
    </message>
    <message>
        <source>--rationale is required: every erasure names a person and a reason</source>
        <translation>--rationale er påkrævet: hver sletning nævner en person og en begrundelse</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) hold this customer&apos;s data</source>
        <translation>
            <numerusform>%n operation og %1 hændelse(r) indeholder denne kundes oplysninger</numerusform>
            <numerusform>%n operationer og %1 hændelse(r) indeholder denne kundes oplysninger</numerusform>
        </translation>
    </message>
    <message>
        <source>  (unresolved)</source>
        <translation>  (uafklaret)</translation>
    </message>
    <message>
        <source>erased: %1 rows (%2 bytes) of personal data; chain entry %3</source>
        <translation>slettet: %1 rækker (%2 byte) personoplysninger; kædepost %3</translation>
    </message>
    <message>
        <source>note: the write-ahead log could not be cut back now (another connection reads); it is at the next checkpoint</source>
        <translation>bemærk: write-ahead-loggen kunne ikke afkortes nu (en anden forbindelse læser); det sker ved næste checkpoint</translation>
    </message>
    <message>
        <source>%1 exists already; an export is never written over a file</source>
        <translation>%1 findes allerede; en eksport overskriver aldrig en fil</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) exported to %2</source>
        <translation>
            <numerusform>%n operation og %1 hændelse(r) eksporteret til %2</numerusform>
            <numerusform>%n operationer og %1 hændelse(r) eksporteret til %2</numerusform>
        </translation>
    </message>
    <message>
        <source>What Runledger holds on one customer</source>
        <translation>Hvad Runledger har om én kunde</translation>
    </message>
    <message>
        <source>Exported at %1. Every operation whose event names the customer, with its steps, content, the targets&apos; answers and the decisions about it; then each event as it was received.</source>
        <translation>Eksporteret %1. Hver operation, hvis hændelse nævner kunden, med dens trin, indhold, målenes svar og beslutningerne om den; derefter hver hændelse, som den blev modtaget.</translation>
    </message>
    <message>
        <source>Operation %1</source>
        <translation>Operation %1</translation>
    </message>
    <message>
        <source>State: %1, created %2</source>
        <translation>Tilstand: %1, oprettet %2</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Kind and target</source>
        <translation>Art og mål</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Tilstand</translation>
    </message>
    <message>
        <source>Target&apos;s record</source>
        <translation>Målets post</translation>
    </message>
    <message>
        <source>Step %1, content version %2 (%3)</source>
        <translation>Trin %1, indholdsversion %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2 decided %3: %4</source>
        <translation>%1 %2 besluttede %3: %4</translation>
    </message>
    <message>
        <source>Events as received</source>
        <translation>Hændelser som modtaget</translation>
    </message>
    <message>
        <source>Runledger access export</source>
        <translation>Runledger-indsigtseksport</translation>
    </message>
    <message>
        <source>The export to write, FILE.json or FILE.pdf (a document, its JSON attached); it must not exist, and is readable by you only.</source>
        <translation>Eksporten, der skal skrives, FIL.json eller FIL.pdf (et dokument med JSON vedhæftet); må ikke findes og er kun læsbar for dig.</translation>
    </message>
    <message>
        <source>subject-export needs --out FILE.json or FILE.pdf</source>
        <translation>subject-export kræver --out FIL.json eller FIL.pdf</translation>
    </message>
    <message>
        <source>Connections held open at once, long polls included (default %1; never more than the process&apos;s file descriptor limit leaves room for).</source>
        <translation>Forbindelser der holdes åbne samtidig, lange forespørgsler medregnet (standard %1; aldrig flere end processens grænse for fildeskriptorer giver plads til).</translation>
    </message>
    <message>
        <source>--max-connections needs a whole number from 16</source>
        <translation>--max-connections kræver et helt tal fra 16</translation>
    </message>
    <message>
        <source>intake listening on http://%1:%2 (at most %3 connections)</source>
        <translation>modtagelse lytter på http://%1:%2 (højst %3 forbindelser)</translation>
    </message>
    <message>
        <source>callers told when their operations rest: %1</source>
        <translation>kaldere der får besked, når deres operationer kommer til ro: %1</translation>
    </message>
    <message>
        <source>Migrate a ledger of an older schema before serving (otherwise serve refuses it, as status does; take a backup first).</source>
        <translation>Migrér en protokol med et ældre skema før start (ellers afviser serve den, som status gør; tag en sikkerhedskopi først).</translation>
    </message>
    <message>
        <source>caller %1: %2</source>
        <translation>kalder %1: %2</translation>
    </message>
    <message>
        <source>Connections one client address may hold open, and requests one client may have in flight (default %1).</source>
        <translation>Forbindelser, én klientadresse må holde åbne, og forespørgsler, én klient må have i gang (standard %1).</translation>
    </message>
    <message>
        <source>A proxy in front of serve (repeatable): its connections are not limited per address, its clients are, by the last address its X-Forwarded-For names (default: none).</source>
        <translation>En proxy foran serve (kan gentages): dens forbindelser begrænses ikke pr. adresse, dens klienter gør, efter den sidste adresse i X-Forwarded-For (standard: ingen).</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADRESSE</translation>
    </message>
    <message>
        <source>--max-per-client needs a whole number ≥ 1</source>
        <translation>--max-per-client kræver et helt tal ≥ 1</translation>
    </message>
    <message>
        <source>--trusted-proxy needs an IP address, not %1</source>
        <translation>--trusted-proxy kræver en IP-adresse, ikke %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>advarsel: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s)</source>
        <translation>
            <numerusform>%n operation</numerusform>
            <numerusform>%n operationer</numerusform>
        </translation>
    </message>
    <message>
        <source>Who signs the reports: named as the signer on their cover. The run&apos;s own decisions are recorded as Runledger&apos;s automated acceptance run, never under this name.</source>
        <translation>Hvem der underskriver rapporterne: nævnt som underskriver på forsiden. Kørslens egne beslutninger registreres som Runledgers automatiske accepttest, aldrig under dette navn.</translation>
    </message>
    <message>
        <source>kept the ledger at %1, marked read-only: it is the record the reports&apos; head hash names</source>
        <translation>beholdt ledgeren i %1, markeret skrivebeskyttet: den er den registrering, hvis head-hash rapporterne nævner</translation>
    </message>
    <message>
        <source>could not mark the kept ledger %1 read-only</source>
        <translation>kunne ikke markere den beholdte ledger %1 som skrivebeskyttet</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>The PostgreSQL driver for Qt is not installed (Debian package libqt6sql6-psql).</source>
        <translation>PostgreSQL-driveren til Qt er ikke installeret (Debian-pakken libqt6sql6-psql).</translation>
    </message>
    <message>
        <source>No ledger at %1. Create one with: runledgerctl init --ledger %1</source>
        <translation>Ingen protokol på %1. Opret en med: runledgerctl init --ledger %1</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 er ikke en fil.</translation>
    </message>
    <message>
        <source>The ledger %1 is read-only; it can be read but not changed.</source>
        <translation>Protokollen %1 er skrivebeskyttet; den kan læses, men ikke ændres.</translation>
    </message>
    <message>
        <source>Cannot open the ledger %1: %2</source>
        <translation>Kan ikke åbne protokollen %1: %2</translation>
    </message>
    <message>
        <source>The ledger %1 is locked by another program; try again when it has finished.</source>
        <translation>Protokollen %1 er låst af et andet program; prøv igen, når det er færdigt.</translation>
    </message>
    <message>
        <source>The ledger %1 cannot be written (read-only file or folder).</source>
        <translation>Der kan ikke skrives til protokollen %1 (skrivebeskyttet fil eller mappe).</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger or is damaged; restore it from a backup.</source>
        <translation>%1 er ikke en Runledger-protokol eller er beskadiget; gendan den fra en sikkerhedskopi.</translation>
    </message>
    <message>
        <source>Ledger error while %1: %2</source>
        <translation>Protokolfejl under %1: %2</translation>
    </message>
    <message>
        <source>configuring the connection</source>
        <translation>opsætning af forbindelsen</translation>
    </message>
    <message>
        <source>reading the schema</source>
        <translation>læsning af skemaet</translation>
    </message>
    <message>
        <source>The ledger %1 was written by a newer Runledger (schema %2, this build knows %3); update Runledger.</source>
        <translation>Protokollen %1 er skrevet af en nyere Runledger (skema %2, denne version kender %3); opdatér Runledger.</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger.</source>
        <translation>%1 er ikke en Runledger-protokol.</translation>
    </message>
    <message>
        <source>reading the schema version</source>
        <translation>læsning af skemaversionen</translation>
    </message>
    <message>
        <source>creating the migrations table</source>
        <translation>oprettelse af migreringstabellen</translation>
    </message>
    <message>
        <source>migrating to schema %1</source>
        <translation>migrering til skema %1</translation>
    </message>
    <message>
        <source>recording migration %1</source>
        <translation>registrering af migrering %1</translation>
    </message>
    <message>
        <source>starting a write</source>
        <translation>start af en skrivning</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>bekræftelse af skrivningen (commit)</translation>
    </message>
    <message>
        <source>recording an event</source>
        <translation>registrering af en hændelse</translation>
    </message>
    <message>
        <source>reading an event</source>
        <translation>læsning af en hændelse</translation>
    </message>
    <message>
        <source>recording a delivery</source>
        <translation>registrering af en levering</translation>
    </message>
    <message>
        <source>reading an operation</source>
        <translation>læsning af en operation</translation>
    </message>
    <message>
        <source>creating an operation</source>
        <translation>oprettelse af en operation</translation>
    </message>
    <message>
        <source>creating a step</source>
        <translation>oprettelse af et trin</translation>
    </message>
    <message>
        <source>reading a step</source>
        <translation>læsning af et trin</translation>
    </message>
    <message>
        <source>storing content</source>
        <translation>lagring af indhold</translation>
    </message>
    <message>
        <source>updating an operation</source>
        <translation>opdatering af en operation</translation>
    </message>
    <message>
        <source>recording a hold</source>
        <translation>registrering af en tilbageholdelse</translation>
    </message>
    <message>
        <source>closing a hold</source>
        <translation>afslutning af en tilbageholdelse</translation>
    </message>
    <message>
        <source>listing runnable steps</source>
        <translation>opremsning af trin, der kan køres</translation>
    </message>
    <message>
        <source>listing uncertain steps</source>
        <translation>opremsning af usikre trin</translation>
    </message>
    <message>
        <source>listing expired reservations</source>
        <translation>opremsning af udløbne reservationer</translation>
    </message>
    <message>
        <source>reserving a step</source>
        <translation>reservation af et trin</translation>
    </message>
    <message>
        <source>another worker reserved the step first</source>
        <translation>en anden worker reserverede trinnet først</translation>
    </message>
    <message>
        <source>recording an attempt</source>
        <translation>registrering af et forsøg</translation>
    </message>
    <message>
        <source>changing a step</source>
        <translation>ændring af et trin</translation>
    </message>
    <message>
        <source>the step changed meanwhile; nothing was written</source>
        <translation>trinnet er ændret i mellemtiden; intet blev skrevet</translation>
    </message>
    <message>
        <source>reading an attempt</source>
        <translation>læsning af et forsøg</translation>
    </message>
    <message>
        <source>finishing an attempt</source>
        <translation>afslutning af et forsøg</translation>
    </message>
    <message>
        <source>recording evidence</source>
        <translation>registrering af bevis</translation>
    </message>
    <message>
        <source>storing the target reference</source>
        <translation>lagring af målreferencen</translation>
    </message>
    <message>
        <source>expiring a reservation</source>
        <translation>udløb af en reservation</translation>
    </message>
    <message>
        <source>storing the lookup result</source>
        <translation>lagring af opslagsresultatet</translation>
    </message>
    <message>
        <source>recording a reviewer</source>
        <translation>registrering af en bedømmer</translation>
    </message>
    <message>
        <source>reading the chain head</source>
        <translation>læsning af kædens hoved</translation>
    </message>
    <message>
        <source>appending a decision</source>
        <translation>tilføjelse af en beslutning</translation>
    </message>
    <message>
        <source>no operation %1</source>
        <translation>ingen operation %1</translation>
    </message>
    <message>
        <source>a decision needs a named reviewer</source>
        <translation>en beslutning kræver en navngiven bedømmer</translation>
    </message>
    <message>
        <source>a decision needs a rationale</source>
        <translation>en beslutning kræver en begrundelse</translation>
    </message>
    <message>
        <source>a reconcile decision needs the lookup&apos;s evidence</source>
        <translation>en afstemningsbeslutning kræver opslagets bevis</translation>
    </message>
    <message>
        <source>adopting the target reference</source>
        <translation>overtagelse af målreferencen</translation>
    </message>
    <message>
        <source>adopting needs the target&apos;s reference</source>
        <translation>overtagelse kræver målets reference</translation>
    </message>
    <message>
        <source>approving a retry</source>
        <translation>godkendelse af et nyt forsøg</translation>
    </message>
    <message>
        <source>%1 has no content version %2</source>
        <translation>%1 har ingen indholdsversion %2</translation>
    </message>
    <message>
        <source>approving content</source>
        <translation>godkendelse af indhold</translation>
    </message>
    <message>
        <source>pinning the approved content</source>
        <translation>fastlåsning af det godkendte indhold</translation>
    </message>
    <message>
        <source>assigning needs a reviewer&apos;s name</source>
        <translation>tildeling kræver en bedømmers navn</translation>
    </message>
    <message>
        <source>assigning</source>
        <translation>tildeling</translation>
    </message>
    <message>
        <source>abandoning</source>
        <translation>opgivelse</translation>
    </message>
    <message>
        <source>every step is confirmed; there is nothing a new operation could do</source>
        <translation>alle trin er bekræftet; en ny operation ville ikke have noget at gøre</translation>
    </message>
    <message>
        <source>holding edited content for approval</source>
        <translation>tilbageholdelse af redigeret indhold til godkendelse</translation>
    </message>
    <message>
        <source>linking the new operation</source>
        <translation>sammenkædning af den nye operation</translation>
    </message>
    <message>
        <source>listing operations</source>
        <translation>opremsning af operationer</translation>
    </message>
    <message>
        <source>counting operations</source>
        <translation>optælling af operationer</translation>
    </message>
    <message>
        <source>reading steps</source>
        <translation>læsning af trin</translation>
    </message>
    <message>
        <source>no step %1</source>
        <translation>intet trin %1</translation>
    </message>
    <message>
        <source>reading attempts</source>
        <translation>læsning af forsøg</translation>
    </message>
    <message>
        <source>reading evidence</source>
        <translation>læsning af beviser</translation>
    </message>
    <message>
        <source>reading content</source>
        <translation>læsning af indhold</translation>
    </message>
    <message>
        <source>no content version %1</source>
        <translation>ingen indholdsversion %1</translation>
    </message>
    <message>
        <source>reading decisions</source>
        <translation>læsning af beslutninger</translation>
    </message>
    <message>
        <source>counting</source>
        <translation>optælling</translation>
    </message>
    <message>
        <source>entry %1 follows entry %2: an entry is missing or was inserted</source>
        <translation>post %1 følger efter post %2: en post mangler eller er indsat</translation>
    </message>
    <message>
        <source>entry %1 does not link to the entry before it (removed, inserted or reordered)</source>
        <translation>post %1 henviser ikke til posten før den (fjernet, indsat eller omrokeret)</translation>
    </message>
    <message>
        <source>entry %1 was changed after it was written</source>
        <translation>post %1 er ændret, efter at den blev skrevet</translation>
    </message>
    <message>
        <source>reading metrics</source>
        <translation>læsning af måltal</translation>
    </message>
    <message>
        <source>preparing the ledger</source>
        <translation>forberedelse af protokollen</translation>
    </message>
    <message>
        <source>the recipient &quot;%1&quot; is not one e-mail address</source>
        <translation>modtageren &quot;%1&quot; er ikke én e-mailadresse</translation>
    </message>
    <message>
        <source>listing steps to verify</source>
        <translation>ved listning af trin, der skal kontrolleres</translation>
    </message>
    <message>
        <source>the step has no confirming lookup due</source>
        <translation>der er ikke noget bekræftende opslag planlagt for trinnet</translation>
    </message>
    <message>
        <source>storing the confirming lookup</source>
        <translation>ved lagring af det bekræftende opslag</translation>
    </message>
    <message>
        <source>recording a probe</source>
        <translation>ved registrering af en kontrol</translation>
    </message>
    <message>
        <source>reading probes</source>
        <translation>ved læsning af kontrollerne</translation>
    </message>
    <message>
        <source>adopting needs a lookup at the target first</source>
        <translation>overtagelse kræver først et opslag hos målet</translation>
    </message>
    <message>
        <source>the target does not know %1 for this step&apos;s reference: %2</source>
        <translation>målet kender ikke %1 for dette trins reference: %2</translation>
    </message>
    <message>
        <source>confirming that a step was not executed needs the reviewer&apos;s explicit confirmation</source>
        <translation>at bekræfte, at et trin ikke blev udført, kræver bedømmerens udtrykkelige bekræftelse</translation>
    </message>
    <message>
        <source>confirming not executed needs a lookup at the target first</source>
        <translation>bekræftelse af ikke udført kræver først et opslag hos målet</translation>
    </message>
    <message>
        <source>the target has a record for this step&apos;s reference (%1): it was executed; adopt it instead</source>
        <translation>målet har en post for dette trins reference (%1): det blev udført; overtag den i stedet</translation>
    </message>
    <message>
        <source>the target&apos;s search may not show the record before %1; look again then</source>
        <translation>målets søgning viser måske først posten fra %1; slå op igen til den tid</translation>
    </message>
    <message>
        <source>the edited content cannot be sent: %1</source>
        <translation>det redigerede indhold kan ikke sendes: %1</translation>
    </message>
    <message>
        <source>finding the e-mail step</source>
        <translation>ved søgning efter e-mail-trinnet</translation>
    </message>
    <message>
        <source>recording the delivery</source>
        <translation>ved registrering af leveringen</translation>
    </message>
    <message>
        <source>Ledger error while %1</source>
        <translation>Ledgerfejl under %1</translation>
    </message>
    <message>
        <source>no event %1</source>
        <translation>ingen hændelse %1</translation>
    </message>
    <message>
        <source>no attempt %1</source>
        <translation>intet forsøg %1</translation>
    </message>
    <message>
        <source>the reservation has not expired</source>
        <translation>reservationen er ikke udløbet</translation>
    </message>
    <message>
        <source>%1 is an empty file, not a ledger; nothing was written to it. To make it a new ledger: runledgerctl init --ledger %1</source>
        <translation>%1 er en tom fil, ikke en ledger; der blev ikke skrevet noget i den. Gør den til en ny ledger: runledgerctl init --ledger %1</translation>
    </message>
    <message>
        <source>the ledger file %1 was deleted while in use</source>
        <translation>ledgerfilen %1 blev slettet under brug</translation>
    </message>
    <message>
        <source>the ledger file %1 was replaced while in use</source>
        <translation>ledgerfilen %1 blev erstattet under brug</translation>
    </message>
    <message>
        <source>the ledger&apos;s write-ahead log %1-wal was deleted while in use: commits since then are in no file</source>
        <translation>ledgerens write-ahead-log %1-wal blev slettet under brug: commits siden da er ikke i nogen fil</translation>
    </message>
    <message>
        <source>the ledger&apos;s write-ahead log %1-wal was replaced while in use</source>
        <translation>ledgerens write-ahead-log %1-wal blev erstattet under brug</translation>
    </message>
    <message>
        <source>the ledger file is damaged (the database&apos;s integrity check: %1)</source>
        <translation>ledgerfilen er beskadiget (databasens integritetstjek: %1)</translation>
    </message>
    <message>
        <source>the decisions&apos; append-only guards were removed (%1)</source>
        <translation>beskyttelsen, der kun tillader tilføjelse af beslutninger, blev fjernet (%1)</translation>
    </message>
    <message>
        <source>%1; and %2</source>
        <translation>%1; og %2</translation>
    </message>
    <message>
        <source>%1 entries have no sequence number (the first decided at %2 by %3): inserted outside Runledger</source>
        <translation>%1 poster har intet løbenummer (den første besluttet %2 af %3): indsat uden for Runledger</translation>
    </message>
    <message>
        <source>%1: entries may since have been changed in ways only an anchored checkpoint can show</source>
        <translation>%1: poster kan siden være ændret på måder, som kun et forankret kontrolpunkt kan vise</translation>
    </message>
    <message>
        <source>checking the ledger file</source>
        <translation>kontrol af ledgerfilen</translation>
    </message>
    <message>
        <source>the ledger file %1 is damaged (the database&apos;s check: %2)</source>
        <translation>ledgerfilen %1 er beskadiget (databasens tjek: %2)</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger: it holds other tables (%2). Nothing was changed.</source>
        <translation>%1 er ikke en Runledger-ledger: den indeholder andre tabeller (%2). Intet blev ændret.</translation>
    </message>
    <message>
        <source>recording the checkpoint</source>
        <translation>ved notering af kontrolpunktet</translation>
    </message>
    <message>
        <source>reading the last checkpoint</source>
        <translation>ved læsning af det seneste kontrolpunkt</translation>
    </message>
    <message>
        <source>reading deliveries</source>
        <translation>læser leveringer</translation>
    </message>
    <message>
        <source>No ledger at %1.</source>
        <translation>Ingen protokol i %1.</translation>
    </message>
    <message>
        <source>Another writer changed the same rows at the same time while %1; it was tried again and still collided.</source>
        <translation>En anden skriver ændrede de samme rækker samtidig under %1; det blev forsøgt igen og kolliderede stadig.</translation>
    </message>
    <message>
        <source>The ledger database is busy: another connection held what %1 needs for over 10 s. Nothing was changed; try again.</source>
        <translation>Protokoldatabasen er optaget: en anden forbindelse holdt i over 10 s på det, %1 kræver. Intet blev ændret; prøv igen.</translation>
    </message>
    <message>
        <source>The ledger database took longer than 60 s while %1 and the statement was stopped. Nothing was changed.</source>
        <translation>Protokoldatabasen brugte over 60 s under %1, og sætningen blev stoppet. Intet blev ændret.</translation>
    </message>
    <message>
        <source>The connection to the ledger database was lost while %1 (%2). Nothing of it was committed.</source>
        <translation>Forbindelsen til protokoldatabasen blev afbrudt under %1 (%2). Intet af det blev gemt.</translation>
    </message>
    <message>
        <source>locking an operation</source>
        <translation>låsning af en operation</translation>
    </message>
    <message>
        <source>waiting for the decision log</source>
        <translation>venten på beslutningsloggen</translation>
    </message>
    <message>
        <source>notifying other processes</source>
        <translation>underretning af andre processer</translation>
    </message>
    <message>
        <source>checking the connection</source>
        <translation>kontrol af forbindelsen</translation>
    </message>
    <message>
        <source>compacting the queue counts</source>
        <translation>sammenlægning af køtællingerne</translation>
    </message>
    <message>
        <source>claiming runnable steps</source>
        <translation>reservation af kørbare trin</translation>
    </message>
    <message>
        <source>no answer from the server</source>
        <translation>intet svar fra serveren</translation>
    </message>
    <message>
        <source>the decisions&apos; append-only guards were changed (%1): they no longer refuse every change</source>
        <translation>Beskyttelsen, der kun lader beslutninger tilføje, er ændret (%1): den afviser ikke længere enhver ændring</translation>
    </message>
    <message>
        <source>reading the checkpoints&apos; key</source>
        <translation>ved læsning af kontrolpunkternes nøgle</translation>
    </message>
    <message>
        <source>the ledger file %1 was made read-only while in use: nothing more is written to it</source>
        <translation>protokolfilen %1 blev skrivebeskyttet under brug: der skrives ikke mere i den</translation>
    </message>
    <message>
        <source>the folder of the ledger %1 was made read-only while in use: nothing more is written to it</source>
        <translation>mappen med protokollen %1 blev skrivebeskyttet under brug: der skrives ikke mere i den</translation>
    </message>
    <message>
        <source>reading the configuration</source>
        <translation>læsning af konfigurationen</translation>
    </message>
    <message>
        <source>recording the configuration</source>
        <translation>registrering af konfigurationen</translation>
    </message>
    <message>
        <source>several records at the target carry this step&apos;s reference (%1): delete all but one of them at the target, then reconcile or adopt the one kept</source>
        <translation>flere poster hos målet bærer dette trins reference (%1): slet alle undtagen én hos målet, og afstem derefter eller overtag den beholdte</translation>
    </message>
    <message>
        <source>step %1 was sent to %2; this configuration would send it to %3</source>
        <translation>trin %1 blev sendt til %2; denne konfiguration ville sende det til %3</translation>
    </message>
    <message>
        <source>the lookup that found nothing was made at %1, before the target could be expected to show the record (%2); look again</source>
        <translation>opslaget, der intet fandt, blev foretaget %1, før målet kunne forventes at vise posten (%2); slå op igen</translation>
    </message>
    <message>
        <source>counting held operations</source>
        <translation>optælling af tilbageholdte operationer</translation>
    </message>
    <message>
        <source>preparing a hold alert</source>
        <translation>forberedelse af en melding</translation>
    </message>
    <message>
        <source>claiming a hold alert</source>
        <translation>overtagelse af en melding</translation>
    </message>
    <message>
        <source>reading a hold alert</source>
        <translation>læsning af en melding</translation>
    </message>
    <message>
        <source>recording a sent hold alert</source>
        <translation>registrering af en sendt melding</translation>
    </message>
    <message>
        <source>postponing a hold alert</source>
        <translation>udsættelse af en melding</translation>
    </message>
    <message>
        <source>reading holds</source>
        <translation>læsning af tilbageholdelser</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s parameter %1 is not one Runledger passes on (%2).</source>
        <translation>Protokol-URL&apos;ens parameter %1 er ikke en, Runledger videregiver (%2).</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s parameter %1 holds a character it may not.</source>
        <translation>Protokol-URL&apos;ens parameter %1 indeholder et tegn, den ikke må.</translation>
    </message>
    <message>
        <source>The ledger database refused %1: %2</source>
        <translation>Protokoldatabasen afviste %1: %2</translation>
    </message>
    <message>
        <source>reading the team&apos;s history</source>
        <translation>ved læsning af teamets historik</translation>
    </message>
    <message>
        <source>entry %1 (%2) was decided outside the roles: %3; %4 such entries in all</source>
        <translation>post %1 (%2) blev besluttet uden for rollerne: %3; %4 sådanne poster i alt</translation>
    </message>
    <message>
        <source>a retry of the open step</source>
        <translation>et nyt forsøg med det åbne trin</translation>
    </message>
    <message>
        <source>a new approved operation</source>
        <translation>en ny godkendt operation</translation>
    </message>
    <message>
        <source>an approval of content</source>
        <translation>en godkendelse af indholdet</translation>
    </message>
    <message>
        <source>a confirmation that the step was not executed</source>
        <translation>en bekræftelse af, at trinnet ikke blev udført</translation>
    </message>
    <message>
        <source>%1 asked for %2</source>
        <translation>%1 beder om %2</translation>
    </message>
    <message>
        <source>no request waits for a second reviewer on this operation</source>
        <translation>ingen anmodning venter på en anden bedømmer for denne operation</translation>
    </message>
    <message>
        <source>%1&apos;s request (%2) waits for a second reviewer: countersign it, turn it down, or let %1 withdraw it first</source>
        <translation>anmodningen fra %1 (%2) venter på en anden bedømmer: kontrasignér den først, afvis den, eller lad %1 trække den tilbage</translation>
    </message>
    <message>
        <source>only %1, who made the request, may withdraw it</source>
        <translation>kun %1, der fremsatte anmodningen, må trække den tilbage</translation>
    </message>
    <message>
        <source>you made this request; a second reviewer (another login) countersigns it or turns it down</source>
        <translation>du har fremsat denne anmodning; en anden bedømmer (et andet login) kontrasignerer eller afviser den</translation>
    </message>
    <message>
        <source>reading the request</source>
        <translation>under læsning af anmodningen</translation>
    </message>
    <message>
        <source>the request %1 cannot be read</source>
        <translation>anmodningen %1 kan ikke læses</translation>
    </message>
    <message>
        <source>recorded as a request: a second reviewer countersigns it before anything is done</source>
        <translation>registreret som anmodning: en anden bedømmer kontrasignerer den, før noget sker</translation>
    </message>
    <message>
        <source>the request was turned down; the operation waits for another decision</source>
        <translation>anmodningen blev afvist; operationen venter på en anden beslutning</translation>
    </message>
    <message>
        <source>the request was withdrawn</source>
        <translation>anmodningen blev trukket tilbage</translation>
    </message>
    <message>
        <source>recording the request</source>
        <translation>under registrering af anmodningen</translation>
    </message>
    <message>
        <source>closing the request</source>
        <translation>under lukning af anmodningen</translation>
    </message>
    <message>
        <source>counting requests waiting for a second reviewer</source>
        <translation>under optælling af anmodninger, der venter på en anden bedømmer</translation>
    </message>
    <message>
        <source>content that cannot be sent: %1</source>
        <translation>indhold, der ikke kan sendes: %1</translation>
    </message>
    <message>
        <source>opening the decision</source>
        <translation>ved åbning af beslutningen</translation>
    </message>
    <message>
        <source>The ledger is open read-only; %1 was not done.</source>
        <translation>Protokollen er åbnet skrivebeskyttet; %1 blev ikke udført.</translation>
    </message>
    <message>
        <source>The ledger stopped without saying why.</source>
        <translation>Protokollen stoppede uden at sige hvorfor.</translation>
    </message>
    <message>
        <source>an event of this batch is neither new nor in the ledger</source>
        <translation>en hændelse i denne batch er hverken ny eller i hovedbogen</translation>
    </message>
    <message>
        <source>a step of this batch was not created</source>
        <translation>et trin i denne batch blev ikke oprettet</translation>
    </message>
    <message>
        <source>The ledger %1 was busy with this program&apos;s other writes for over %2 s; nothing was changed. Try again.</source>
        <translation>Ledgeren %1 var optaget af dette programs andre skrivninger i over %2 s; intet blev ændret. Prøv igen.</translation>
    </message>
    <message>
        <source>reading the reference key</source>
        <translation>ved læsning af referencenøglen</translation>
    </message>
    <message>
        <source>The ledger %1 has no reference key; it is damaged.</source>
        <translation>Ledgeren %1 har ingen referencenøgle; den er beskadiget.</translation>
    </message>
    <message>
        <source>The ledger %1 has a damaged reference key.</source>
        <translation>Ledgeren %1 har en beskadiget referencenøgle.</translation>
    </message>
    <message>
        <source>Only a SQLite ledger is copied this way; back a PostgreSQL ledger up with runledgerctl backup, which runs pg_dump on a snapshot (docs/operators.md).</source>
        <translation>Kun en SQLite-ledger kopieres på denne måde; tag sikkerhedskopi af en PostgreSQL-ledger med runledgerctl backup, som kører pg_dump på et snapshot (docs/operators.md).</translation>
    </message>
    <message>
        <source>%1 exists already; a backup is never written over a file.</source>
        <translation>%1 findes allerede; en sikkerhedskopi skriver aldrig over en fil.</translation>
    </message>
    <message>
        <source>The backup to %1 failed while %2: %3</source>
        <translation>Sikkerhedskopien til %1 mislykkedes %2: %3</translation>
    </message>
    <message>
        <source>creating the file</source>
        <translation>ved oprettelse af filen</translation>
    </message>
    <message>
        <source>starting the copy</source>
        <translation>ved start af kopien</translation>
    </message>
    <message>
        <source>copying the pages</source>
        <translation>ved kopiering af siderne</translation>
    </message>
    <message>
        <source>reading the copy&apos;s chain head</source>
        <translation>ved læsning af kopiens kædehoved</translation>
    </message>
    <message>
        <source>marking the copy as a backup</source>
        <translation>ved markering af kopien som sikkerhedskopi</translation>
    </message>
    <message>
        <source>closing the copy&apos;s write-ahead log</source>
        <translation>ved lukning af kopiens write-ahead-log</translation>
    </message>
    <message>
        <source>closing the copy</source>
        <translation>ved lukning af kopien</translation>
    </message>
    <message>
        <source>A snapshot for pg_dump is PostgreSQL&apos;s; a SQLite ledger is copied directly.</source>
        <translation>Et snapshot til pg_dump hører til PostgreSQL; en SQLite-ledger kopieres direkte.</translation>
    </message>
    <message>
        <source>starting the backup&apos;s snapshot</source>
        <translation>ved start af sikkerhedskopiens snapshot</translation>
    </message>
    <message>
        <source>ending the backup&apos;s snapshot</source>
        <translation>ved afslutning af sikkerhedskopiens snapshot</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s schema</source>
        <translation>ved læsning af ledgerens skema</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s restores</source>
        <translation>ved læsning af ledgerens gendannelser</translation>
    </message>
    <message>
        <source>closing an attempt the backup left open</source>
        <translation>ved lukning af et forsøg, som sikkerhedskopien efterlod åbent</translation>
    </message>
    <message>
        <source>rechecking a step after a restore</source>
        <translation>ved genkontrol af et trin efter en gendannelse</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s backups</source>
        <translation>ved læsning af ledgerens sikkerhedskopier</translation>
    </message>
    <message>
        <source>recording the restore</source>
        <translation>ved registrering af gendannelsen</translation>
    </message>
    <message>
        <source>finding the steps to recheck</source>
        <translation>ved søgning efter de trin, der skal kontrolleres igen</translation>
    </message>
    <message>
        <source>finding the steps to look up first</source>
        <translation>ved søgning efter de trin, der først skal slås op</translation>
    </message>
    <message>
        <source>entry %1 is dated %2, %3 s before the entry it follows (%4): a clock was wrong or the entry was backdated</source>
        <translation>post %1 er dateret %2, %3 s før den post, den følger efter (%4): et ur gik forkert, eller posten blev tilbagedateret</translation>
    </message>
    <message>
        <source>the lookup is dated %1, after the ledger&apos;s clock (%2): a machine&apos;s clock is wrong; look again once it is right</source>
        <translation>opslaget er dateret %1, efter ledgerens ur (%2): en maskines ur går forkert; slå op igen, når det går rigtigt</translation>
    </message>
    <message>
        <source>this computer&apos;s clock is %1: &quot;not executed&quot; is not recorded from it until its clock is right (set it by NTP)</source>
        <translation>denne computers ur går %1: &quot;ikke udført&quot; registreres ikke herfra, før uret går rigtigt (stil det via NTP)</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s host %1 cannot be read.</source>
        <translation>Værten %1 i ledger-URL&apos;en kan ikke læses.</translation>
    </message>
    <message>
        <source>The connection to the ledger database was lost while committing (%1): whether it was committed is not known.</source>
        <translation>Forbindelsen til ledgerdatabasen gik tabt under commit (%1): om der blev committet, vides ikke.</translation>
    </message>
    <message>
        <source>reading who looks at the operation</source>
        <translation>ved læsning af, hvem der ser på operationen</translation>
    </message>
    <message>
        <source>noting who looks at the operation</source>
        <translation>ved notering af, hvem der ser på operationen</translation>
    </message>
    <message>
        <source>releasing the operation</source>
        <translation>ved frigivelse af operationen</translation>
    </message>
    <message>
        <source>checking the ledger for changes</source>
        <translation>kontrol af ledgeren for ændringer</translation>
    </message>
    <message>
        <source>copying the write-ahead log into the ledger</source>
        <translation>overførsel af write-ahead-loggen til ledgeren</translation>
    </message>
    <message>
        <source>the write-ahead log was not cut back: this process&apos;s writers did not give a turn</source>
        <translation>write-ahead-loggen blev ikke afkortet: denne proces&apos; skrivere gav ikke en tur</translation>
    </message>
    <message>
        <source>cutting back the write-ahead log</source>
        <translation>afkortning af write-ahead-loggen</translation>
    </message>
    <message>
        <source>the ledger holds a value this build does not know (%1 = &apos;%2&apos;); the row is damaged or was written by another program</source>
        <translation>ledgeren indeholder en værdi, som denne version ikke kender (%1 = &apos;%2&apos;); rækken er beskadiget eller skrevet af et andet program</translation>
    </message>
    <message>
        <source>the attempt was already finished; its late answer is kept as evidence</source>
        <translation>forsøget var allerede afsluttet; dets sene svar gemmes som bevis</translation>
    </message>
    <message>
        <source>keeping a delivery event</source>
        <translation>opbevaring af en leveringshændelse</translation>
    </message>
    <message>
        <source>reading the delivery events kept</source>
        <translation>læsning af de opbevarede leveringshændelser</translation>
    </message>
    <message>
        <source>attaching a delivery event</source>
        <translation>tilknytning af en leveringshændelse</translation>
    </message>
    <message>
        <source>an erasure needs a named reviewer</source>
        <translation>en sletning kræver en navngiven korrekturlæser</translation>
    </message>
    <message>
        <source>an erasure needs a rationale</source>
        <translation>en sletning kræver en begrundelse</translation>
    </message>
    <message>
        <source>reading the subject key</source>
        <translation>ved læsning af subjektnøglen</translation>
    </message>
    <message>
        <source>The ledger %1 has no subject key; it is damaged.</source>
        <translation>Hovedbogen %1 har ingen subjektnøgle; den er beskadiget.</translation>
    </message>
    <message>
        <source>The ledger %1 has a damaged subject key.</source>
        <translation>Hovedbogen %1 har en beskadiget subjektnøgle.</translation>
    </message>
    <message>
        <source>reading the events to index</source>
        <translation>ved læsning af hændelserne, der skal indekseres</translation>
    </message>
    <message>
        <source>indexing an event&apos;s subjects</source>
        <translation>ved indeksering af en hændelses registrerede</translation>
    </message>
    <message>
        <source>reading the operations made from others</source>
        <translation>ved læsning af operationerne lavet ud fra andre</translation>
    </message>
    <message>
        <source>reading the operations&apos; states</source>
        <translation>ved læsning af operationernes tilstande</translation>
    </message>
    <message>
        <source>finding a customer&apos;s events</source>
        <translation>ved søgning efter en kundes hændelser</translation>
    </message>
    <message>
        <source>finding a customer&apos;s operations</source>
        <translation>ved søgning efter en kundes operationer</translation>
    </message>
    <message>
        <source>finding a shop&apos;s events</source>
        <translation>ved søgning efter en butiks hændelser</translation>
    </message>
    <message>
        <source>finding a shop&apos;s operations</source>
        <translation>ved søgning efter en butiks operationer</translation>
    </message>
    <message>
        <source>recording what was removed</source>
        <translation>ved registrering af det fjernede</translation>
    </message>
    <message>
        <source>removing a signed body</source>
        <translation>ved fjernelse af et signeret indhold</translation>
    </message>
    <message>
        <source>removing rendered content</source>
        <translation>ved fjernelse af genereret indhold</translation>
    </message>
    <message>
        <source>removing evidence details</source>
        <translation>ved fjernelse af bevisdetaljer</translation>
    </message>
    <message>
        <source>finding what the retention periods have run out for (%1)</source>
        <translation>ved søgning efter, hvad opbevaringsperioderne er udløbet for (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase</source>
        <translation>
            <numerusform>%n operation for denne kunde er endnu ikke afklaret (%1): fuldfør eller opgiv den først, og slet så</numerusform>
            <numerusform>%n operationer for denne kunde er endnu ikke afklaret (%1): fuldfør eller opgiv dem først, og slet så</numerusform>
        </translation>
    </message>
    <message>
        <source>an operation of this customer is running again (%1); erase once it is resolved</source>
        <translation>en operation for denne kunde kører igen (%1); slet, når den er afklaret</translation>
    </message>
    <message>
        <source>reading what was removed</source>
        <translation>ved læsning af det fjernede</translation>
    </message>
    <message>
        <source>reading Shopify&apos;s compliance requests</source>
        <translation>ved læsning af Shopifys compliance-anmodninger</translation>
    </message>
    <message>
        <source>recording Shopify&apos;s compliance requests</source>
        <translation>ved registrering af Shopifys compliance-anmodninger</translation>
    </message>
    <message>
        <source>recording a compliance request&apos;s outcome</source>
        <translation>ved registrering af udfaldet af en compliance-anmodning</translation>
    </message>
    <message>
        <source>the rationale contains an e-mail address; a rationale is kept forever: describe the customer by the order number</source>
        <translation>begrundelsen indeholder en e-mailadresse; en begrundelse gemmes for altid: beskriv kunden ved ordrenummeret</translation>
    </message>
    <message>
        <source>the rationale contains a phone number; a rationale is kept forever: describe the customer by the order number</source>
        <translation>begrundelsen indeholder et telefonnummer; en begrundelse gemmes for altid: beskriv kunden ved ordrenummeret</translation>
    </message>
    <message>
        <source>opening the erasure</source>
        <translation>ved åbning af sletningen</translation>
    </message>
    <message>
        <source>preparing a data request notice</source>
        <translation>under forberedelse af en meddelelse om en dataanmodning</translation>
    </message>
    <message>
        <source>claiming a data request notice</source>
        <translation>under overtagelse af en meddelelse om en dataanmodning</translation>
    </message>
    <message>
        <source>reading a data request notice</source>
        <translation>under læsning af en meddelelse om en dataanmodning</translation>
    </message>
    <message>
        <source>recording a sent data request notice</source>
        <translation>under registrering af en sendt meddelelse om en dataanmodning</translation>
    </message>
    <message>
        <source>postponing a data request notice</source>
        <translation>under udsættelse af en meddelelse om en dataanmodning</translation>
    </message>
    <message>
        <source>recording where an access export is</source>
        <translation>under registrering af, hvor en indsigtseksport ligger</translation>
    </message>
    <message>
        <source>step %1 changed while its request was being made</source>
        <translation>trin %1 ændrede sig, mens dets forespørgsel blev lavet</translation>
    </message>
    <message>
        <source>recording who asked</source>
        <translation>registrerer hvem der spurgte</translation>
    </message>
    <message>
        <source>reading who asked for an operation</source>
        <translation>læser hvem der bad om en operation</translation>
    </message>
    <message>
        <source>looking for operations that came to rest</source>
        <translation>søger efter operationer, der er kommet til ro</translation>
    </message>
    <message>
        <source>recording a callback</source>
        <translation>registrerer en tilbagemelding</translation>
    </message>
    <message>
        <source>preparing a callback</source>
        <translation>forbereder en tilbagemelding</translation>
    </message>
    <message>
        <source>claiming a callback</source>
        <translation>overtager en tilbagemelding</translation>
    </message>
    <message>
        <source>reading a callback</source>
        <translation>læser en tilbagemelding</translation>
    </message>
    <message>
        <source>recording a sent callback</source>
        <translation>registrerer en sendt tilbagemelding</translation>
    </message>
    <message>
        <source>postponing a callback</source>
        <translation>udskyder en tilbagemelding</translation>
    </message>
    <message>
        <source>reading operations&apos; states</source>
        <translation>læser operationers tilstande</translation>
    </message>
    <message>
        <source>the decision was not written: something on the decisions table that the ledger&apos;s schema does not define swallowed it; run runledgerctl verify</source>
        <translation>beslutningen blev ikke skrevet: noget på tabellen decisions, som protokollens skema ikke definerer, slugte den; kør runledgerctl verify</translation>
    </message>
    <message>
        <source>the ledger&apos;s tables carry what its schema does not define (%1): a trigger, rule or policy can change or swallow a write; remove it and verify again</source>
        <translation>protokollens tabeller bærer noget, dens skema ikke definerer (%1): en trigger, regel eller politik kan ændre eller sluge en skrivning; fjern den og verificér igen</translation>
    </message>
    <message>
        <source>The ledger %1 has schema %2 and this Runledger needs schema %3: take a backup, then run runledgerctl init --ledger %1 to migrate it (or start serve with --migrate).</source>
        <translation>Protokollen %1 har skema %2, og denne Runledger kræver skema %3: tag en sikkerhedskopi, og kør derefter runledgerctl init --ledger %1 for at migrere den (eller start serve med --migrate).</translation>
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
        <translation>%1 foran ledgerdatabasens ur</translation>
    </message>
    <message>
        <source>%1 behind the ledger database&apos;s clock</source>
        <translation>%1 bagud i forhold til ledgerdatabasens ur</translation>
    </message>
</context>
<context>
    <name>OpenLedger</name>
    <message>
        <source>The folder %1 does not exist, so there is no ledger at %2. Check the path, or choose another place.</source>
        <translation>Mappen %1 findes ikke, så der er ingen protokol på %2. Kontrollér stien, eller vælg et andet sted.</translation>
    </message>
    <message>
        <source>There is no ledger at %1.

Create a new, empty ledger there? (If you meant an existing one, check the name and choose No.)</source>
        <translation>Der er ingen protokol på %1.

Oprette en ny, tom protokol der? (Mente du en eksisterende, så kontrollér navnet og vælg Nej.)</translation>
    </message>
    <message>
        <source>Another program is writing to the ledger %1 right now. Try again in a moment.</source>
        <translation>Et andet program skriver i protokollen %1 lige nu. Prøv igen om et øjeblik.</translation>
    </message>
    <message>
        <source>The ledger %1 is read-only for you: the console needs to be able to record decisions in it.</source>
        <translation>Protokollen %1 er skrivebeskyttet for dig: konsollen skal kunne registrere beslutninger i den.</translation>
    </message>
    <message>
        <source>%1 is not a ledger this console can trust: %2</source>
        <translation>%1 er ikke en protokol, som denne konsol kan stole på: %2</translation>
    </message>
    <message>
        <source>The ledger %1 was made by a newer version of Runledger. Update Runledger to open it.</source>
        <translation>Protokollen %1 er lavet af en nyere version af Runledger. Opdatér Runledger for at åbne den.</translation>
    </message>
    <message>
        <source>There is no ledger at %1.</source>
        <translation>Der er ingen protokol på %1.</translation>
    </message>
    <message>
        <source>The ledger %1 cannot be opened: %2</source>
        <translation>Protokollen %1 kan ikke åbnes: %2</translation>
    </message>
    <message>
        <source>The ledger file %1 is read-only for you, so decisions cannot be recorded in it.</source>
        <translation>Protokolfilen %1 er skrivebeskyttet for dig, så der kan ikke registreres beslutninger i den.</translation>
    </message>
    <message>
        <source>The folder of the ledger %1 is read-only for you, so decisions cannot be recorded in it.</source>
        <translation>Mappen med protokollen %1 er skrivebeskyttet for dig, så der kan ikke registreres beslutninger i den.</translation>
    </message>
    <message>
        <source>New ledger?</source>
        <translation>Ny protokol?</translation>
    </message>
    <message>
        <source>Cannot open the ledger</source>
        <translation>Kan ikke åbne protokollen</translation>
    </message>
    <message>
        <source>

Nothing was changed.</source>
        <translation>

Intet blev ændret.</translation>
    </message>
    <message>
        <source>Opening the ledger %1…</source>
        <translation>Åbner protokollen %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Opening the ledger</source>
        <translation>Åbner protokollen</translation>
    </message>
    <message>
        <source>Welcome to the Runledger demo</source>
        <translation>Velkommen til Runledger-demoen</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Bedømmer</translation>
    </message>
    <message>
        <source>Runledger makes sure a marketing automation does each thing once — one CRM task, one e-mail, one voucher — even when a webhook arrives twice or a request times out. Where it cannot tell whether something happened, it holds the operation for a person to decide.

The demo plays six such cases against a sandbox CRM and mail service on this computer (nothing leaves it); then the console shows what is held for you.

Your name, recorded on every decision you make (leave empty to look without deciding):</source>
        <translation>Runledger sørger for, at en marketingautomatisering gør hver ting én gang — én CRM-opgave, én e-mail, én voucher — også når en webhook kommer to gange, eller en forespørgsel får timeout. Hvor den ikke kan se, om noget skete, holder den operationen tilbage, så en person kan beslutte.

Demoen afspiller seks sådanne tilfælde mod et sandbox-CRM og en sandbox-mailtjeneste på denne computer (intet forlader den); derefter viser konsollen, hvad der er holdt tilbage til dig.

Dit navn, registreret ved hver beslutning, du træffer (lad det stå tomt for kun at se):</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision you make
(leave empty to look without deciding):</source>
        <translation>Dit navn, registreret ved hver beslutning, du træffer
(lad feltet stå tomt for kun at se):</translation>
    </message>
    <message>
        <source>&amp;Start the demo</source>
        <translation>&amp;Start demoen</translation>
    </message>
</context>
<context>
    <name>OperationRules</name>
    <message>
        <source>a new operation already replaces this one</source>
        <translation>en ny operation erstatter allerede denne</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight; wait for its outcome</source>
        <translation>et forsøg på %1 er i gang; vent på resultatet</translation>
    </message>
    <message>
        <source>%1 is unresolved: the target may already have acted. Reconcile it or confirm it was not executed before starting a new operation</source>
        <translation>%1 er uafklaret: målet kan allerede have handlet. Afstem det, eller bekræft, at det ikke blev udført, før en ny operation startes</translation>
    </message>
    <message>
        <source>a new approved operation may replace this one</source>
        <translation>en ny godkendt operation må erstatte denne</translation>
    </message>
    <message>
        <source>the operation was already abandoned</source>
        <translation>operationen var allerede opgivet</translation>
    </message>
    <message>
        <source>every step is confirmed; there is nothing left to abandon</source>
        <translation>alle trin er bekræftet; der er intet tilbage at opgive</translation>
    </message>
    <message>
        <source>the open steps will be abandoned</source>
        <translation>de åbne trin vil blive opgivet</translation>
    </message>
    <message>
        <source>assign a responsible reviewer</source>
        <translation>tildel en ansvarlig bedømmer</translation>
    </message>
    <message>
        <source>the operation was abandoned</source>
        <translation>operationen blev opgivet</translation>
    </message>
    <message>
        <source>every step is confirmed; confirmed steps are never executed again</source>
        <translation>alle trin er bekræftet; bekræftede trin udføres aldrig igen</translation>
    </message>
    <message>
        <source>unknown decision</source>
        <translation>ukendt beslutning</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target. Nothing will be sent again.</source>
        <translation>Alle trin er bekræftet af deres mål. Intet bliver sendt igen.</translation>
    </message>
    <message>
        <source>A reviewer abandoned this operation. Its open steps will not run.</source>
        <translation>En bedømmer har opgivet denne operation. Dens åbne trin bliver ikke kørt.</translation>
    </message>
    <message>
        <source>A reviewer replaced this operation with a new approved one (%1). Nothing more happens here.</source>
        <translation>En bedømmer har erstattet denne operation med en ny godkendt (%1). Der sker ikke mere her.</translation>
    </message>
    <message>
        <source>The mail service</source>
        <translation>Mailtjenesten</translation>
    </message>
    <message>
        <source>The CRM</source>
        <translation>CRM&apos;et</translation>
    </message>
    <message>
        <source>sent the e-mail</source>
        <translation>sendt e-mailen</translation>
    </message>
    <message>
        <source>created the task</source>
        <translation>oprettet opgaven</translation>
    </message>
    <message>
        <source> Steps before it are confirmed and will not be repeated.</source>
        <translation> Trinnene før det er bekræftet og bliver ikke gentaget.</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1 waits for its content to be approved.%2 Approve the content version to let it run.</source>
        <translation>%1 venter på, at indholdet bliver godkendt.%2 Godkend indholdsversionen for at lade det køre.</translation>
    </message>
    <message>
        <source>The runner is working on %1.%2 No decision is needed.</source>
        <translation>Runneren arbejder på %1.%2 Ingen beslutning er nødvendig.</translation>
    </message>
    <message>
        <source>%1 got no clear answer after the request was sent%2. %3 may have %4. Reconcile before anything else.%5</source>
        <translation>%1 fik intet klart svar, efter at forespørgslen blev sendt%2. %3 har måske %4. Afstem, før noget andet sker.%5</translation>
    </message>
    <message>
        <source>%1 failed before reaching the target %2 times%3; nothing was done there. Approve a retry, start a new approved operation, or abandon.%4</source>
        <translation>%1 mislykkedes %2 gange, før målet blev nået%3; intet skete der. Godkend et nyt forsøg, start en ny godkendt operation, eller opgiv.%4</translation>
    </message>
    <message>
        <source>%1 is known not to have been executed. Approve a retry of this step, start a new approved operation, or abandon.%2</source>
        <translation>Det er kendt, at %1 ikke blev udført. Godkend et nyt forsøg af dette trin, start en ny godkendt operation, eller opgiv.%2</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2. %3 may have %4, and it cannot confirm anything automatically. Check it by hand, then adopt its record or confirm the step was not executed.%5</source>
        <translation>%1 fik intet klart svar%2. %3 har måske %4 og kan ikke bekræfte noget automatisk. Kontrollér det manuelt, og overtag så dets post, eller bekræft, at trinnet ikke blev udført.%5</translation>
    </message>
    <message>
        <source>Several records at the target carry the reference of %1. Adopt the right record or confirm the step was not executed.%2</source>
        <translation>Flere poster i målet bærer referencen for %1. Overtag den rigtige post, eller bekræft, at trinnet ikke blev udført.%2</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2 and the lookups settled nothing. %3 may have %4. Reconcile again, adopt its record, or confirm the step was not executed.%5</source>
        <translation>%1 fik intet klart svar%2, og opslagene afklarede intet. %3 har måske %4. Afstem igen, overtag dets post, eller bekræft, at trinnet ikke blev udført.%5</translation>
    </message>
    <message>
        <source>no step waits for a content approval</source>
        <translation>intet trin venter på godkendelse af indhold</translation>
    </message>
    <message>
        <source>%1 got no clear answer after the request was sent%2. %3 may have %4, or may still do so until %5: Runledger keeps looking it up and sends nothing meanwhile.%6</source>
        <translation>%1 fik intet klart svar, efter at anmodningen blev sendt%2. %3 har måske %4, eller gør det stadig indtil %5: Runledger bliver ved med at slå op og sender intet imens.%6</translation>
    </message>
    <message>
        <source>%1 exists more than once at the target (%2 records carry its one reference): a duplicate there. Keep one, delete the others at the target, then adopt the one kept.%3</source>
        <translation>%1 findes mere end én gang hos målet (%2 poster bærer dets ene reference): en dublet der. Behold én, slet de andre hos målet, og overtag derefter den beholdte.%3</translation>
    </message>
    <message>
        <source> An earlier request may still act at the target until %1: nothing can be recorded as not executed before then.</source>
        <translation> En tidligere anmodning kan stadig handle hos målet indtil %1: før da kan intet registreres som ikke udført.</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target, but the mail service reports that the e-mail of %1 %2. It is not resent automatically: check the recipient&apos;s address with the customer.</source>
        <translation>Hvert trin er bekræftet af sit mål, men mailtjenesten melder, at e-mailen fra %1 %2. Den sendes ikke automatisk igen: kontrollér adressen med kunden.</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>blev afvist</translation>
    </message>
    <message>
        <source>every step is confirmed; a new operation would have nothing to do</source>
        <translation>hvert trin er bekræftet; en ny operation ville ikke have noget at gøre</translation>
    </message>
    <message>
        <source>the operation was abandoned; nobody needs to be responsible for it</source>
        <translation>operationen er opgivet; ingen behøver at være ansvarlig for den</translation>
    </message>
    <message>
        <source>every step is confirmed; nobody needs to be responsible for it</source>
        <translation>hvert trin er bekræftet; ingen behøver at være ansvarlig for den</translation>
    </message>
    <message>
        <source>could not be sent</source>
        <translation>ikke kunne sendes</translation>
    </message>
    <message>
        <source>was suppressed (the address is on its suppression list)</source>
        <translation>blev undertrykt (adressen står på tjenestens spærreliste)</translation>
    </message>
    <message>
        <source>%1 was never sent: its content cannot be sent as it is (see the step&apos;s evidence). Start a new approved operation with edited content, or abandon.%2</source>
        <translation>%1 blev aldrig sendt: indholdet kan ikke sendes, som det er (se trinnets dokumentation). Start en ny godkendt operation med redigeret indhold, eller opgiv.%2</translation>
    </message>
    <message>
        <source>%1 (in less than a minute)</source>
        <translation>%1 (om mindre end et minut)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n minute(s))</source>
        <translation>
            <numerusform>%1 (om %n minut)</numerusform>
            <numerusform>%1 (om %n minutter)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n hour(s))</source>
        <translation>
            <numerusform>%1 (om %n time)</numerusform>
            <numerusform>%1 (om %n timer)</numerusform>
        </translation>
    </message>
    <message>
        <source>The shop</source>
        <translation>Butikken</translation>
    </message>
    <message>
        <source>created the voucher</source>
        <translation>oprettet rabatkoden</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target. The e-mail of %1 was delivered, and the recipient marked it as spam: send this customer nothing more without their consent.</source>
        <translation>Hvert trin er bekræftet af sit mål. E-mailen fra %1 blev leveret, og modtageren markerede den som spam: send ikke denne kunde mere uden samtykke.</translation>
    </message>
    <message>
        <source> The target&apos;s search may not show its record before %1: nothing can be recorded as not executed before then.</source>
        <translation> Målets søgning viser muligvis først posten fra %1: før da kan intet registreres som ikke udført.</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2, and the target has since forgotten the request (it remembers one only for a while), so sending it again could act twice. %3 may have %4; its search found nothing clear. Check it, then adopt its record or confirm the step was not executed.%5</source>
        <translation>%1 fik intet klart svar%2, og målet har siden glemt anmodningen (det husker den kun et stykke tid), så en genafsendelse kunne virke to gange. %3 har måske %4; dets søgning fandt intet klart. Kontrollér det, og overtag så dets post, eller bekræft, at trinnet ikke blev udført.%5</translation>
    </message>
</context>
<context>
    <name>PersonalData</name>
    <message>
        <source>the event&apos;s signed body</source>
        <translation>hændelsens signerede indhold</translation>
    </message>
    <message>
        <source>rendered content</source>
        <translation>genereret indhold</translation>
    </message>
    <message>
        <source>the targets&apos; answers in detail</source>
        <translation>målenes svar i detaljer</translation>
    </message>
    <message numerus="yes">
        <source>Personal data removed by the retention period on %1: %2, %n row(s)</source>
        <translation>
            <numerusform>Personoplysninger fjernet af opbevaringsperioden den %1: %2, %n række</numerusform>
            <numerusform>Personoplysninger fjernet af opbevaringsperioden den %1: %2, %n rækker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal data erased on request on %1 (decision #%2): %3, %n row(s)</source>
        <translation>
            <numerusform>Personoplysninger slettet efter anmodning den %1 (beslutning #%2): %3, %n række</numerusform>
            <numerusform>Personoplysninger slettet efter anmodning den %1 (beslutning #%2): %3, %n rækker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal data erased at the shop&apos;s request (%1) on %2 (decision #%3): %4, %n row(s)</source>
        <translation>
            <numerusform>Personoplysninger slettet på butikkens anmodning (%1) den %2 (beslutning #%3): %4, %n række</numerusform>
            <numerusform>Personoplysninger slettet på butikkens anmodning (%1) den %2 (beslutning #%3): %4, %n rækker</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message>
        <source>Created by runledgerctl probe to check what this target does with idempotency keys and lookups. Safe to delete.</source>
        <translation>Oprettet af runledgerctl probe for at kontrollere, hvad dette mål gør med idempotensnøgler og opslag. Kan slettes.</translation>
    </message>
    <message>
        <source>the target did not create the canary: %1</source>
        <translation>målet oprettede ikke testposten: %1</translation>
    </message>
    <message>
        <source>declares protected_create, but the same key and parameters created a second record: the target ignores the key (declare %1)</source>
        <translation>erklærer protected_create, men samme nøgle og parametre oprettede en anden post: målet ignorerer nøglen (erklær %1)</translation>
    </message>
    <message>
        <source>declares protected_create, but the same key with other parameters was not refused (HTTP %1)</source>
        <translation>erklærer protected_create, men samme nøgle med andre parametre blev ikke afvist (HTTP %1)</translation>
    </message>
    <message>
        <source>declares a lookup, but the canary was not found by its reference within %1 s</source>
        <translation>erklærer et opslag, men testposten blev ikke fundet efter sin reference inden for %1 s</translation>
    </message>
    <message>
        <source>a lookup %1 ms after the create still did not show the canary; the profile&apos;s settle_ms is %2</source>
        <translation>et opslag %1 ms efter oprettelsen viste endnu ikke testposten; profilens settle_ms er %2</translation>
    </message>
    <message>
        <source>the lookup found %1 records for one reference</source>
        <translation>opslaget fandt %1 poster for én reference</translation>
    </message>
    <message>
        <source>Runledger target probe</source>
        <translation>Runledger-målkontrol</translation>
    </message>
    <message>
        <source>Probed at</source>
        <translation>Kontrolleret</translation>
    </message>
    <message>
        <source>Declared capability</source>
        <translation>Erklæret evne</translation>
    </message>
    <message>
        <source>Observed capability</source>
        <translation>Observeret evne</translation>
    </message>
    <message>
        <source>not probed: %1</source>
        <translation>ikke kontrolleret: %1</translation>
    </message>
    <message>
        <source>Same key and parameters</source>
        <translation>Samme nøgle og parametre</translation>
    </message>
    <message>
        <source>one record%1</source>
        <translation>én post%1</translation>
    </message>
    <message>
        <source>, replay marker</source>
        <translation>, genafspilningsmarkør</translation>
    </message>
    <message>
        <source>a second record</source>
        <translation>en anden post</translation>
    </message>
    <message>
        <source>Same key, other parameters</source>
        <translation>Samme nøgle, andre parametre</translation>
    </message>
    <message>
        <source>refused (HTTP %1)</source>
        <translation>afvist (HTTP %1)</translation>
    </message>
    <message>
        <source>not refused (HTTP %1)</source>
        <translation>ikke afvist (HTTP %1)</translation>
    </message>
    <message>
        <source>Lookup by reference</source>
        <translation>Opslag efter reference</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>ikke fundet</translation>
    </message>
    <message>
        <source>Canary records (safe to delete)</source>
        <translation>Testposter (kan slettes)</translation>
    </message>
    <message>
        <source>the profile holds: declared %1, observed %2</source>
        <translation>profilen holder: angivet %1, observeret %2</translation>
    </message>
    <message numerus="yes">
        <source>found %n record(s) after %1 ms (declared settle %2 ms)</source>
        <translation>
            <numerusform>%n post fundet efter %1 ms (angivet %2 ms)</numerusform>
            <numerusform>%n poster fundet efter %1 ms (angivet %2 ms)</numerusform>
        </translation>
    </message>
    <message>
        <source>the target&apos;s client was closed before the probe finished</source>
        <translation>målets klient blev lukket, før undersøgelsen var færdig</translation>
    </message>
    <message>
        <source>the same code was sent twice and not refused as taken: the target does not keep its codes unique, which is what protects a voucher there</source>
        <translation>samme kode blev sendt to gange uden at blive afvist som optaget: målet holder ikke sine koder entydige, og det er netop det, der beskytter en rabatkode dér</translation>
    </message>
    <message>
        <source>the canary %1 could not be removed (HTTP %2): remove it by hand</source>
        <translation>testposten %1 kunne ikke fjernes (HTTP %2): fjern den manuelt</translation>
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
        <translation>Demobedømmer</translation>
    </message>
    <message>
        <source>Preparing the demo: playing the six acceptance cases against the sandbox…</source>
        <translation>Demoen forberedes: de seks accepttesttilfælde køres mod sandkassen…</translation>
    </message>
    <message>
        <source>Runledger demo</source>
        <translation>Runledger-demo</translation>
    </message>
    <message>
        <source>Case %1 of 6 done: %2</source>
        <translation>Tilfælde %1 af 6 færdigt: %2</translation>
    </message>
    <message>
        <source>Cannot read the configuration</source>
        <translation>Kan ikke læse konfigurationen</translation>
    </message>
    <message>
        <source>About Runledger</source>
        <translation>Om Runledger</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Runledger %1&lt;/h3&gt;&lt;p&gt;Every marketing automation&apos;s action is an operation with a stable id; nothing is sent twice, and what no evidence settles waits for a named reviewer.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Runledger %1&lt;/h3&gt;&lt;p&gt;Hver handling i en marketingautomatisering er en operation med et fast id; intet sendes to gange, og hvad intet bevis afgør, venter på en navngiven kontrollant.&lt;/p&gt;&lt;p&gt;Bygget med Qt %2 (kører på Qt %3).&lt;/p&gt;&lt;p&gt;Licenseret under GNU General Public License, version 3 eller senere.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Runledger manual</source>
        <translation>Runledger-vejledning</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taster</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Hvad de gør</translation>
    </message>
    <message>
        <source>In a decision dialog: record the decision</source>
        <translation>I en beslutningsdialog: registrér beslutningen</translation>
    </message>
    <message>
        <source>In a decision dialog: cancel (asks first when you typed something)</source>
        <translation>I en beslutningsdialog: annullér (spørger først, hvis du har skrevet noget)</translation>
    </message>
    <message>
        <source>In a decision dialog: next field; from the rationale to Record decision</source>
        <translation>I en beslutningsdialog: næste felt; fra begrundelsen til Registrér beslutning</translation>
    </message>
    <message>
        <source>Confirm not executed: tick &quot;I checked the target&quot;</source>
        <translation>Bekræft ikke udført: afkryds &quot;Jeg har kontrolleret målet&quot;</translation>
    </message>
    <message>
        <source>Confirm not executed: send the step again, or not</source>
        <translation>Bekræft ikke udført: send trinnet igen, eller lad være</translation>
    </message>
    <message>
        <source>Adopt record, Confirm not executed: look the step up again</source>
        <translation>Overtag post, Bekræft ikke udført: slå trinnet op igen</translation>
    </message>
</context>
<context>
    <name>QSQLiteResult</name>
    <message>
        <source>Unable to execute statement</source>
        <translation>Kan ikke udføre sætningen</translation>
    </message>
    <message>
        <source>Unable to fetch row</source>
        <translation>Kan ikke hente rækken</translation>
    </message>
</context>
<context>
    <name>Reconciler</name>
    <message>
        <source>the step is not uncertain</source>
        <translation>trinnet er ikke usikkert</translation>
    </message>
    <message>
        <source>the target cannot confirm anything: a reviewer decides</source>
        <translation>målet kan intet bekræfte: en bedømmer beslutter</translation>
    </message>
    <message>
        <source>look the step up by its reference</source>
        <translation>slå trinnet op efter dets reference</translation>
    </message>
    <message>
        <source>lookups keep failing; a protected retry with the same key and bytes</source>
        <translation>opslag mislykkes gentagne gange; et beskyttet nyt forsøg med samme nøgle og bytes</translation>
    </message>
    <message>
        <source>look the step up once more; if that settles nothing, it is held</source>
        <translation>slå trinnet op én gang til; afklarer det intet, tilbageholdes det</translation>
    </message>
    <message>
        <source>the target cannot be looked up; a protected retry with the same key and bytes</source>
        <translation>målet kan ikke slås op i; et beskyttet nyt forsøg med samme nøgle og bytes</translation>
    </message>
    <message>
        <source>attempt %1 (started %2) has no answer yet</source>
        <translation>forsøg %1 (startet %2) har endnu intet svar</translation>
    </message>
    <message>
        <source>attempt %1 (started %2) got no clear answer: %3</source>
        <translation>forsøg %1 (startet %2) fik intet klart svar: %3</translation>
    </message>
    <message>
        <source>at %1 the target said an earlier request with the same key was still running</source>
        <translation>kl. %1 sagde målet, at en tidligere anmodning med samme nøgle stadig kørte</translation>
    </message>
    <message>
        <source>at %1 the target showed record %2 for this reference</source>
        <translation>kl. %1 viste målet posten %2 for denne reference</translation>
    </message>
    <message>
        <source>an earlier request may still be executing at the target until %1</source>
        <translation>en tidligere anmodning kan stadig køre hos målet indtil %1</translation>
    </message>
    <message>
        <source>the target&apos;s search may not show a record before %1</source>
        <translation>målets søgning viser måske først en post fra %1</translation>
    </message>
    <message>
        <source>step %1 was sent to %2, but this configuration&apos;s %3 is at %4: a lookup there proves nothing about it. Use the ledger&apos;s own configuration (leave out --config), or one whose %3 is at %2</source>
        <translation>trin %1 blev sendt til %2, men denne konfigurations %3 ligger på %4: et opslag der beviser intet om det. Brug protokollens egen konfiguration (udelad --config) eller en, hvis %3 ligger på %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: the code %2, %3 off, usable %n time(s), created %4</source>
        <translation>
            <numerusform>%1: koden %2, %3 rabat, kan bruges %n gang, oprettet %4</numerusform>
            <numerusform>%1: koden %2, %3 rabat, kan bruges %n gange, oprettet %4</numerusform>
        </translation>
    </message>
    <message>
        <source>an amount not shown</source>
        <translation>et beløb, der ikke vises</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>på et ukendt tidspunkt</translation>
    </message>
    <message>
        <source>— not this step&apos;s voucher (%1)</source>
        <translation>— ikke dette trins rabatkode (%1)</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Runledger acceptance test report</source>
        <translation>Runledger-accepttestrapport</translation>
    </message>
    <message>
        <source>Result: all %1 cases passed.</source>
        <translation>Resultat: alle %1 tilfælde bestået.</translation>
    </message>
    <message>
        <source>Result: at least one case FAILED.</source>
        <translation>Resultat: mindst ét tilfælde MISLYKKEDES.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>BESTÅET</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEJLET</translation>
    </message>
    <message>
        <source>Case id</source>
        <translation>Tilfælde-id</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Opsætning</translation>
    </message>
    <message>
        <source>Evidence from the target</source>
        <translation>Bevis fra målet</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Næste skridt</translation>
    </message>
    <message>
        <source>Totals, counted separately</source>
        <translation>Totaler, talt hver for sig</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Hændelser</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>Leveringer</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .json or .csv)</source>
        <translation>%1: ukendt rapportformat (brug .pdf, .html, .json eller .csv)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Side %1 af %2</translation>
    </message>
    <message>
        <source>E-mails delivered / bounced</source>
        <translation>E-mails leveret / afvist</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>NOT RUN</source>
        <translation>IKKE KØRT</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>ikke kørt</translation>
    </message>
    <message>
        <source>CRM tasks not countable</source>
        <translation>CRM-opgaver kan ikke tælles</translation>
    </message>
    <message>
        <source>e-mails not countable</source>
        <translation>e-mails kan ikke tælles</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Anchored checkpoint</source>
        <translation>Forankret kontrolpunkt</translation>
    </message>
    <message numerus="yes">
        <source>%n CRM task(s)</source>
        <translation>
            <numerusform>%n CRM-opgave</numerusform>
            <numerusform>%n CRM-opgaver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n e-mail(s)</source>
        <translation>
            <numerusform>%n e-mail</numerusform>
            <numerusform>%n e-mails</numerusform>
        </translation>
    </message>
    <message>
        <source>An order was followed up with exactly one CRM task and one e-mail.</source>
        <translation>En ordre blev fulgt op med præcis én CRM-opgave og én e-mail.</translation>
    </message>
    <message>
        <source>The shop sent the same order event 22 times, twice in a row and 20 times at once. Runledger started one follow-up: one CRM task and one e-mail.</source>
        <translation>Butikken sendte den samme ordrehændelse 22 gange, to gange i træk og 20 gange på én gang. Runledger startede én opfølgning: én CRM-opgave og én e-mail.</translation>
    </message>
    <message>
        <source>The CRM created the task but its answer never arrived. Runledger looked the task up in the CRM and recorded it, instead of creating a second one.</source>
        <translation>CRM-systemet oprettede opgaven, men svaret nåede aldrig frem. Runledger slog opgaven op i CRM-systemet og registrerede den i stedet for at oprette en til.</translation>
    </message>
    <message>
        <source>Two senders worked on the same ten follow-ups at the same moment. Each CRM task and each e-mail went out once.</source>
        <translation>To afsendere arbejdede på de samme ti opfølgninger i samme øjeblik. Hver CRM-opgave og hver e-mail gik ud én gang.</translation>
    </message>
    <message>
        <source>An e-mail waited until a named person approved its text, and was then sent once; the CRM task before it was not repeated.</source>
        <translation>En e-mail ventede, til en navngiven person godkendte teksten, og blev så sendt én gang; CRM-opgaven før den blev ikke gentaget.</translation>
    </message>
    <message>
        <source>A repeat came after the CRM had stopped remembering the reference. Runledger did not create the task again; it held the follow-up for a person to decide.</source>
        <translation>En gentagelse kom, efter at CRM-systemet var holdt op med at huske referencen. Runledger oprettede ikke opgaven igen; den holdt opfølgningen tilbage, så en person kan beslutte.</translation>
    </message>
    <message>
        <source>recognises a repeated request by its reference</source>
        <translation>genkender en gentaget forespørgsel på referencen</translation>
    </message>
    <message>
        <source>can be searched by reference; repeats are not recognised</source>
        <translation>kan søges på reference; gentagelser genkendes ikke</translation>
    </message>
    <message>
        <source>cannot confirm; a person checks</source>
        <translation>kan ikke bekræfte; en person kontrollerer</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n timer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minut</numerusform>
            <numerusform>%n minutter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n sekund</numerusform>
            <numerusform>%n sekunder</numerusform>
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
        <translation>de konfigurerede mål %1</translation>
    </message>
    <message>
        <source>I have read this report. On %1, Runledger %2 ran the six failure cases listed here against %3. For every case marked PASSED, the CRM tasks and e-mails the targets themselves counted are the ones expected, and no effect was repeated.</source>
        <translation>Jeg har læst denne rapport. Den %1 kørte Runledger %2 de seks fejltilfælde, der er opført her, mod %3. For hvert tilfælde markeret BESTÅET er de CRM-opgaver og e-mails, som målene selv talte, de forventede, og ingen virkning blev gentaget.</translation>
    </message>
    <message>
        <source>Runledger makes sure that a marketing automation&apos;s CRM tasks and e-mails go out once, even when a webhook arrives twice, a target answers late or two senders race. This report shows six situations where that usually goes wrong, what Runledger did in each, and what the targets themselves counted.</source>
        <translation>Runledger sørger for, at en marketingautomatiserings CRM-opgaver og e-mails går ud én gang, også når en webhook kommer to gange, et mål svarer sent, eller to afsendere kappes. Denne rapport viser seks situationer, hvor det normalt går galt, hvad Runledger gjorde i hver, og hvad målene selv talte.</translation>
    </message>
    <message>
        <source>Tested by</source>
        <translation>Testet af</translation>
    </message>
    <message>
        <source>Runledger version</source>
        <translation>Runledger-version</translation>
    </message>
    <message>
        <source>Tested against</source>
        <translation>Testet mod</translation>
    </message>
    <message>
        <source>The six cases at a glance</source>
        <translation>De seks tilfælde i overblik</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Tilfælde</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>What it shows</source>
        <translation>Hvad det viser</translation>
    </message>
    <message>
        <source>What the targets showed when checked</source>
        <translation>Hvad målene viste ved kontrollen</translation>
    </message>
    <message>
        <source>What the reviewer sees</source>
        <translation>Hvad kontrolløren ser</translation>
    </message>
    <message>
        <source>Effects expected</source>
        <translation>Forventede virkninger</translation>
    </message>
    <message>
        <source>Effects counted by the target</source>
        <translation>Virkninger talt af målet</translation>
    </message>
    <message>
        <source>Why this result</source>
        <translation>Hvorfor dette resultat</translation>
    </message>
    <message>
        <source>Over all six cases. They are counted one by one, never added up into one number, so that a repeated effect cannot hide behind a total.</source>
        <translation>Over alle seks tilfælde. De tælles hver for sig, aldrig lagt sammen til ét tal, så en gentaget virkning ikke kan gemme sig bag en sum.</translation>
    </message>
    <message>
        <source>Business events the shop reported (an order created, paid…).</source>
        <translation>Forretningshændelser, som butikken meldte (en ordre oprettet, betalt …).</translation>
    </message>
    <message>
        <source>Times those events arrived; more than events, because the cases send repeats on purpose.</source>
        <translation>Hvor mange gange hændelserne kom; flere end hændelser, fordi tilfældene sender gentagelser med vilje.</translation>
    </message>
    <message>
        <source>Requests Runledger sent to a CRM or mail service.</source>
        <translation>Forespørgsler, som Runledger sendte til et CRM-system eller en maildienste.</translation>
    </message>
    <message>
        <source>Confirmed effects</source>
        <translation>Bekræftede virkninger</translation>
    </message>
    <message>
        <source>CRM tasks and e-mails a target confirmed it performed, each once.</source>
        <translation>CRM-opgaver og e-mails, som et mål bekræftede at have udført, hver én gang.</translation>
    </message>
    <message>
        <source>Duplicates found at a target</source>
        <translation>Dubletter fundet hos et mål</translation>
    </message>
    <message>
        <source>Effects a target holds twice. Should be 0.</source>
        <translation>Virkninger, som et mål har to gange. Bør være 0.</translation>
    </message>
    <message>
        <source>What the mail service reported back, where it reports delivery.</source>
        <translation>Hvad maildiensten meldte tilbage, hvor den melder levering.</translation>
    </message>
    <message>
        <source>Waiting for a person</source>
        <translation>Venter på en person</translation>
    </message>
    <message>
        <source>Follow-ups held for a reviewer at the end of the run. The late-repeat case leaves one on purpose: when nothing can prove whether a task exists, a person decides, not Runledger.</source>
        <translation>Opfølgninger, der ved kørslens afslutning holdes tilbage til en kontrollør. Tilfældet med den sene gentagelse efterlader én med vilje: når intet kan bevise, om en opgave findes, beslutter en person, ikke Runledger.</translation>
    </message>
    <message>
        <source>Time to recovery (median)</source>
        <translation>Tid til løsning (median)</translation>
    </message>
    <message>
        <source>How long held follow-ups waited for a reviewer. None was resolved by a person during this run, so there is nothing to measure.</source>
        <translation>Hvor længe tilbageholdte opfølgninger ventede på en kontrollør. Ingen blev løst af en person under denne kørsel, så der er intet at måle.</translation>
    </message>
    <message numerus="yes">
        <source>How long held follow-ups waited for a reviewer (%n resolved).</source>
        <translation>
            <numerusform>Hvor længe tilbageholdte opfølgninger ventede på en kontrollør (%n løst).</numerusform>
            <numerusform>Hvor længe tilbageholdte opfølgninger ventede på en kontrollør (%n løst).</numerusform>
        </translation>
    </message>
    <message>
        <source>Targets and how they were set up</source>
        <translation>Mål og hvordan de var sat op</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Gentagelser</translation>
    </message>
    <message>
        <source>Remembers a reference for</source>
        <translation>Husker en reference i</translation>
    </message>
    <message>
        <source>Waits for an answer</source>
        <translation>Venter på et svar</translation>
    </message>
    <message>
        <source>The record of decisions</source>
        <translation>Fortegnelsen over beslutninger</translation>
    </message>
    <message>
        <source>Every decision a reviewer makes is written to Runledger&apos;s ledger, each entry sealed with the one before it. The last seal (the head hash) below changes if any entry is altered, removed or reordered.</source>
        <translation>Hver beslutning, en kontrollør træffer, skrives i Runledgers protokol, hver post forseglet med den foregående. Det sidste segl (hovedhashen) nedenfor ændres, hvis en post ændres, fjernes eller flyttes.</translation>
    </message>
    <message>
        <source>Head hash</source>
        <translation>Hovedhash</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Beslutninger</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n beslutning</numerusform>
            <numerusform>%n beslutninger</numerusform>
        </translation>
    </message>
    <message>
        <source>Words used in this report</source>
        <translation>Ord brugt i denne rapport</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>One intended business action, such as following up one order. It has a fixed id.</source>
        <translation>Én tilsigtet forretningshandling, f.eks. opfølgning af én ordre. Den har et fast id.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>One effect of an operation at a target: a CRM task or an e-mail. Each is confirmed on its own.</source>
        <translation>Én virkning af en handling hos et mål: en CRM-opgave eller en e-mail. Hver bekræftes for sig.</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>One try at a step. A step may need several attempts; it must still have one effect.</source>
        <translation>Ét forsøg på et trin. Et trin kan kræve flere forsøg; det må stadig kun have én virkning.</translation>
    </message>
    <message>
        <source>The system that performs an effect: a CRM or a mail service.</source>
        <translation>Systemet, der udfører en virkning: et CRM-system eller en maildienste.</translation>
    </message>
    <message>
        <source>Reference (idempotency key)</source>
        <translation>Reference (idempotensnøgle)</translation>
    </message>
    <message>
        <source>The unique label Runledger gives each step, so the target can recognise a repeat and Runledger can search for it.</source>
        <translation>Den entydige mærkat, Runledger giver hvert trin, så målet kan genkende en gentagelse, og Runledger kan søge efter den.</translation>
    </message>
    <message>
        <source>Key retention</source>
        <translation>Nøglens opbevaring</translation>
    </message>
    <message>
        <source>How long a target remembers a reference. After that, only a search can find the earlier effect.</source>
        <translation>Hvor længe et mål husker en reference. Derefter kan kun en søgning finde den tidligere virkning.</translation>
    </message>
    <message>
        <source>Reconcile (look up)</source>
        <translation>Afstem (slå op)</translation>
    </message>
    <message>
        <source>Ask the target, without changing anything, whether an effect with the reference exists.</source>
        <translation>Spørg målet, uden at ændre noget, om der findes en virkning med referencen.</translation>
    </message>
    <message>
        <source>Held for review</source>
        <translation>Holdt tilbage til gennemsyn</translation>
    </message>
    <message>
        <source>Runledger stopped and waits for a named person, because no evidence settles what happened.</source>
        <translation>Runledger er stoppet og venter på en navngiven person, fordi intet bevis afgør, hvad der skete.</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Runner</translation>
    </message>
    <message>
        <source>The part of Runledger that sends steps to the targets.</source>
        <translation>Den del af Runledger, der sender trin til målene.</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Reservation</translation>
    </message>
    <message>
        <source>The runner&apos;s claim on a step while it works on it, so that no second runner acts on it.</source>
        <translation>Runnerens krav på et trin, mens den arbejder på det, så ingen anden runner handler på det.</translation>
    </message>
    <message>
        <source>HTTP status (201, 503…)</source>
        <translation>HTTP-status (201, 503 …)</translation>
    </message>
    <message>
        <source>The target&apos;s answer code: 201 means it created the record; 503 means it was unavailable.</source>
        <translation>Målets svarkode: 201 betyder, at det oprettede posten; 503 betyder, at det ikke var tilgængeligt.</translation>
    </message>
    <message>
        <source>Scratch ledger</source>
        <translation>Kladdeprotokol</translation>
    </message>
    <message>
        <source>A ledger made only for this test run and discarded afterwards.</source>
        <translation>En protokol, der kun oprettes til denne testkørsel og derefter kasseres.</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>Godkendelse</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Underskrift</translation>
    </message>
    <message>
        <source>Machine-readable twin of this report</source>
        <translation>Maskinlæsbar tvilling af denne rapport</translation>
    </message>
    <message>
        <source>The totals could not be read from the ledger: %1</source>
        <translation>Totalerne kunne ikke læses fra protokollen: %1</translation>
    </message>
    <message>
        <source>E-mails delayed / failed or suppressed</source>
        <translation>E-mails forsinket / mislykket eller undertrykt</translation>
    </message>
    <message>
        <source>Delayed: not delivered yet (a temporary bounce). Failed or suppressed: the service did not send it. Neither is resent automatically.</source>
        <translation>Forsinket: endnu ikke leveret (en midlertidig afvisning). Mislykket eller undertrykt: tjenesten sendte den ikke. Ingen af dem sendes automatisk igen.</translation>
    </message>
    <message>
        <source>Result: the %1 cases that ran passed; %2 need faults made on purpose, which only the simulation can make, and were not run.</source>
        <translation>Resultat: de %1 tilfælde, der kørte, bestod; %2 kræver fejl skabt med vilje, som kun simuleringen kan skabe, og blev ikke kørt.</translation>
    </message>
    <message>
        <source>None: the cases ran on a scratch ledger made for this run and then discarded. The head hash above identifies the exact sequence of decisions the cases recorded there; it is not the head of your team&apos;s ledger, whose checkpoints are anchored separately.</source>
        <translation>Intet: tilfældene kørte på en kladdeprotokol, der blev oprettet til denne kørsel og derefter kasseret. Hovedhashen ovenfor identificerer præcis den række beslutninger, tilfældene registrerede der; den er ikke hovedet af jeres teams protokol, hvis kontrolpunkter forankres for sig.</translation>
    </message>
    <message>
        <source>Runledger&apos;s built-in simulation of a CRM and a mail service (%1), which counts every effect it performs</source>
        <translation>Runledgers indbyggede simulering af et CRM og en mailtjeneste (%1), som tæller hver virkning, den udfører</translation>
    </message>
    <message>
        <source>This run used the configured targets (%1): the CRM and mail service Runledger was set up to use, not a simulation. Their own records were searched to count what they did.</source>
        <translation>Denne kørsel brugte de konfigurerede mål (%1): det CRM og den mailtjeneste, Runledger er sat op til, ikke en simulering. Der blev talt ved at søge i deres egne poster.</translation>
    </message>
    <message>
        <source>This run used Runledger&apos;s built-in simulation of a CRM and a mail service, not your real systems: no real customer received anything. The simulation counts every task and e-mail it creates, and those counts are the ones reported here.</source>
        <translation>Denne kørsel brugte Runledgers indbyggede simulering af et CRM og en mailtjeneste, ikke jeres rigtige systemer: ingen rigtig kunde modtog noget. Simuleringen tæller hver opgave og hver e-mail, den opretter, og de tal står i denne rapport.</translation>
    </message>
    <message>
        <source>Webhook</source>
        <translation>Webhook</translation>
    </message>
    <message>
        <source>The message a shop sends when something happens, such as an order being created.</source>
        <translation>Den besked, en butik sender, når noget sker, fx når en ordre oprettes.</translation>
    </message>
    <message>
        <source>orders/create, orders/paid, orders/updated</source>
        <translation>orders/create, orders/paid, orders/updated</translation>
    </message>
    <message>
        <source>The shop&apos;s names for an order created, paid or changed.</source>
        <translation>Butikkens navne for en ordre, der er oprettet, betalt eller ændret.</translation>
    </message>
    <message>
        <source>Adopted</source>
        <translation>Overtaget</translation>
    </message>
    <message>
        <source>A record the target already held, found by its reference, was recorded as the step&apos;s effect instead of being created again.</source>
        <translation>En post, målet allerede havde, fundet ved sin reference, blev registreret som trinnets virkning i stedet for at blive oprettet igen.</translation>
    </message>
    <message>
        <source>Confirming lookup</source>
        <translation>Bekræftende opslag</translation>
    </message>
    <message>
        <source>A second look at the target after it answered, to see that the record is really there.</source>
        <translation>Et ekstra kig hos målet, efter det svarede, for at se, at posten virkelig findes.</translation>
    </message>
    <message>
        <source>Automated test run</source>
        <translation>Automatisk testkørsel</translation>
    </message>
    <message>
        <source>The test itself, standing in for a reviewer where a case needs a decision (approving an e-mail&apos;s text). The person signing below made no decision during the run.</source>
        <translation>Selve testen, der træder i stedet for en bedømmer, hvor et tilfælde kræver en beslutning (at godkende en e-mails tekst). Personen, der underskriver nedenfor, traf ingen beslutning under kørslen.</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulering</translation>
    </message>
    <message>
        <source>Runledger&apos;s built-in stand-in for a CRM and a mail service. It behaves like them, can be told to fail on purpose, and counts every effect.</source>
        <translation>Runledgers indbyggede erstatning for et CRM og en mailtjeneste. Den opfører sig som dem, kan bringes til at fejle med vilje og tæller hver virkning.</translation>
    </message>
    <message>
        <source>vouchers not countable</source>
        <translation>rabatkoder kan ikke tælles</translation>
    </message>
    <message numerus="yes">
        <source>%n voucher(s)</source>
        <translation>
            <numerusform>%n rabatkode</numerusform>
            <numerusform>%n rabatkoder</numerusform>
        </translation>
    </message>
    <message>
        <source>An order was thanked with exactly one voucher and one e-mail that carries its code.</source>
        <translation>En ordre blev takket for med præcis én rabatkode og én e-mail med koden.</translation>
    </message>
    <message>
        <source>The shop sent the same order event 22 times, twice in a row and 20 times at once. Runledger created one voucher and sent one e-mail with its code.</source>
        <translation>Butikken sendte den samme ordrehændelse 22 gange, to gange i træk og 20 gange på én gang. Runledger oprettede én rabatkode og sendte én e-mail med koden.</translation>
    </message>
    <message>
        <source>The shop created the voucher but its answer never arrived. Runledger looked the voucher up by its code and recorded it, instead of creating a second one.</source>
        <translation>Butikken oprettede rabatkoden, men svaret nåede aldrig frem. Runledger slog rabatkoden op via koden og registrerede den i stedet for at oprette en til.</translation>
    </message>
    <message>
        <source>Two senders worked on the same ten orders at the same moment. Each voucher and each e-mail was created once.</source>
        <translation>To afsendere arbejdede på de samme ti ordrer i samme øjeblik. Hver rabatkode og hver e-mail blev oprettet én gang.</translation>
    </message>
    <message>
        <source>An e-mail with a voucher code waited until a named person approved its text, and was then sent once; the voucher before it was not created again.</source>
        <translation>En e-mail med en rabatkode ventede, til en navngiven person havde godkendt teksten, og blev derefter sendt én gang; rabatkoden før den blev ikke oprettet igen.</translation>
    </message>
    <message>
        <source>The shop stopped remembering the request&apos;s key before its answer was known. Runledger did not send it again: it looked the voucher up by its code, found it and recorded it.</source>
        <translation>Butikken glemte anmodningens nøgle, før svaret var kendt. Runledger sendte den ikke igen: den slog rabatkoden op via koden, fandt den og registrerede den.</translation>
    </message>
    <message>
        <source>Vouchers created</source>
        <translation>Oprettede rabatkoder</translation>
    </message>
    <message>
        <source>%1, each once</source>
        <translation>%1, hver én gang</translation>
    </message>
    <message>
        <source>Vouchers the shop itself counted over all cases; no code was created twice.</source>
        <translation>Rabatkoder, som butikken selv talte over alle tilfælde; ingen kode blev oprettet to gange.</translation>
    </message>
    <message>
        <source>Vouchers the shop itself counted over all cases. A code was created more than once.</source>
        <translation>Rabatkoder, som butikken selv talte over alle tilfælde. En kode blev oprettet mere end én gang.</translation>
    </message>
    <message>
        <source>Runledger&apos;s automated acceptance run</source>
        <translation>Runledgers automatiske accepttest</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>Underskrevet af</translation>
    </message>
</context>
<context>
    <name>Said</name>
    <message>
        <source>connection refused</source>
        <translation>forbindelsen blev afvist</translation>
    </message>
    <message>
        <source>host not found</source>
        <translation>værten blev ikke fundet</translation>
    </message>
    <message>
        <source>connection closed by the target</source>
        <translation>forbindelsen blev lukket af målet</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>intet svar i tide</translation>
    </message>
    <message>
        <source>network error %1</source>
        <translation>netværksfejl %1</translation>
    </message>
    <message>
        <source>%1: the request never reached the target</source>
        <translation>%1: anmodningen nåede aldrig målet</translation>
    </message>
    <message>
        <source>no answer before the deadline; the target may have acted</source>
        <translation>intet svar før fristen; målet kan have handlet</translation>
    </message>
    <message>
        <source>no answer before the deadline</source>
        <translation>intet svar før fristen</translation>
    </message>
    <message>
        <source>%1 after the request was sent; the target may have acted</source>
        <translation>%1, efter at anmodningen var sendt; målet kan have handlet</translation>
    </message>
    <message>
        <source>HTTP %1, created %2</source>
        <translation>HTTP %1, %2 oprettet</translation>
    </message>
    <message>
        <source>HTTP %1, replayed by the target for the same key: %2</source>
        <translation>HTTP %1, gentaget af målet for samme nøgle: %2</translation>
    </message>
    <message>
        <source>HTTP %1 with an answer that cannot be read; the target may have acted</source>
        <translation>HTTP %1 med et svar, der ikke kan læses; målet kan have handlet</translation>
    </message>
    <message>
        <source>an answer that cannot be read, code %1</source>
        <translation>et svar, der ikke kan læses, kode %1</translation>
    </message>
    <message>
        <source>HTTP 429: rate limited; nothing was done</source>
        <translation>HTTP 429: hastighedsgrænse; intet blev gjort</translation>
    </message>
    <message>
        <source>HTTP %1, which this target documents as not executed</source>
        <translation>HTTP %1, som dette mål dokumenterer som ikke udført</translation>
    </message>
    <message>
        <source>HTTP 409: another request with the same key is still running at the target</source>
        <translation>HTTP 409: en anden anmodning med samme nøgle kører stadig hos målet</translation>
    </message>
    <message>
        <source>HTTP %1: redirect not followed for a request that changes data</source>
        <translation>HTTP %1: omdirigering ikke fulgt for en anmodning, der ændrer data</translation>
    </message>
    <message>
        <source>HTTP %1: the target may have acted</source>
        <translation>HTTP %1: målet kan have handlet</translation>
    </message>
    <message>
        <source>the target answered with code %1</source>
        <translation>målet svarede med kode %1</translation>
    </message>
    <message>
        <source>not sent: the request differs from the one reserved under this key</source>
        <translation>ikke sendt: anmodningen afviger fra den, der er reserveret under denne nøgle</translation>
    </message>
    <message>
        <source>HTTP 409 concurrent_idempotent_requests: the first request with this key is still running</source>
        <translation>HTTP 409 concurrent_idempotent_requests: den første anmodning med denne nøgle kører stadig</translation>
    </message>
    <message>
        <source>HTTP 409 invalid_idempotent_request: the target holds other content under this key</source>
        <translation>HTTP 409 invalid_idempotent_request: målet har andet indhold under denne nøgle</translation>
    </message>
    <message>
        <source>HTTP 400 invalid_idempotency_key: refused before sending</source>
        <translation>HTTP 400 invalid_idempotency_key: afvist før afsendelse</translation>
    </message>
    <message>
        <source>HTTP 200: the record %1 already existed (the upsert updated it; no second record)</source>
        <translation>HTTP 200: posten %1 fandtes allerede (upsert opdaterede den; ingen anden post)</translation>
    </message>
    <message>
        <source>HTTP 204: the record already existed (the upsert updated it); look it up for its id</source>
        <translation>HTTP 204: posten fandtes allerede (upsert opdaterede den); slå den op for dens id</translation>
    </message>
    <message>
        <source>HTTP 300: several records carry this External ID; nothing was written</source>
        <translation>HTTP 300: flere poster bærer dette External ID; intet blev skrevet</translation>
    </message>
    <message>
        <source>HTTP 400 DUPLICATE_VALUE: a concurrent upsert of this reference; look it up</source>
        <translation>HTTP 400 DUPLICATE_VALUE: en samtidig upsert af denne reference; slå den op</translation>
    </message>
    <message>
        <source>HTTP %1 %2: nothing was written</source>
        <translation>HTTP %1 %2: intet blev skrevet</translation>
    </message>
    <message>
        <source>HTTP 422, Postmark error %1: not accepted</source>
        <translation>HTTP 422, Postmark-fejl %1: ikke accepteret</translation>
    </message>
    <message>
        <source>HTTP 400 %1: nothing was created</source>
        <translation>HTTP 400 %1: intet blev oprettet</translation>
    </message>
    <message>
        <source>lookup failed: %1</source>
        <translation>opslag mislykkedes: %1</translation>
    </message>
    <message>
        <source>lookup answer cannot be read</source>
        <translation>opslagets svar kan ikke læses</translation>
    </message>
    <message>
        <source>lookup answered HTTP %1</source>
        <translation>opslag svarede HTTP %1</translation>
    </message>
    <message>
        <source>no record carries the reference (now)</source>
        <translation>ingen post bærer referencen (nu)</translation>
    </message>
    <message>
        <source>%1 records carry the reference: %2</source>
        <translation>%1 poster bærer referencen: %2</translation>
    </message>
    <message>
        <source>found %1</source>
        <translation>%1 fundet</translation>
    </message>
    <message>
        <source>this target offers no lookup by reference</source>
        <translation>dette mål tilbyder intet opslag efter reference</translation>
    </message>
    <message>
        <source>lookup refused for the rate limit; asked again later</source>
        <translation>opslag afvist på grund af hastighedsgrænsen; spurgt igen senere</translation>
    </message>
    <message>
        <source>record %1 carries the step&apos;s reference</source>
        <translation>post %1 bærer trinnets reference</translation>
    </message>
    <message>
        <source>the worker holding the reservation stopped answering</source>
        <translation>workeren med reservationen holdt op med at svare</translation>
    </message>
    <message>
        <source>Resend reports the e-mail %1</source>
        <translation>Resend melder e-mailen som %1</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1</source>
        <translation>Postmark melder e-mailen som %1</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2)</source>
        <translation>Postmark melder e-mailen som %1 (%2)</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>sendt</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>leveret</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>forsinket</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>afvist</translation>
    </message>
    <message>
        <source>complained</source>
        <translation>anmeldt som spam</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislykket</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>undertrykt</translation>
    </message>
    <message>
        <source>the content is not valid JSON (at character %1)</source>
        <translation>indholdet er ikke gyldig JSON (ved tegn %1)</translation>
    </message>
    <message>
        <source>the content must be a JSON object with the step&apos;s fields</source>
        <translation>indholdet skal være et JSON-objekt med trinnets felter</translation>
    </message>
    <message>
        <source>the field %1 must be a text</source>
        <translation>feltet %1 skal være en tekst</translation>
    </message>
    <message>
        <source>the subject must not be empty</source>
        <translation>emnet må ikke være tomt</translation>
    </message>
    <message>
        <source>the recipient must not be empty</source>
        <translation>modtageren må ikke være tom</translation>
    </message>
    <message>
        <source>the recipient is not one e-mail address</source>
        <translation>modtageren er ikke én e-mailadresse</translation>
    </message>
    <message>
        <source>found %1 (the target&apos;s status: %2)</source>
        <translation>%1 fundet (målets status: %2)</translation>
    </message>
    <message>
        <source>not sent: the voucher&apos;s code is not the one its reference gives, so the e-mail could name another code</source>
        <translation>ikke sendt: rabatkodens kode er ikke den, referencen giver, så e-mailen kunne nævne en anden kode</translation>
    </message>
    <message>
        <source>Shopify created the discount %1</source>
        <translation>Shopify har oprettet rabatten %1</translation>
    </message>
    <message>
        <source>Shopify refused the code as taken (userErrors TAKEN): nothing new was created; it is looked up by its code</source>
        <translation>Shopify afviste koden som optaget (userErrors TAKEN): intet nyt blev oprettet; den slås op via koden</translation>
    </message>
    <message>
        <source>Shopify refused the discount (userErrors %1): nothing was created</source>
        <translation>Shopify afviste rabatten (userErrors %1): intet blev oprettet</translation>
    </message>
    <message>
        <source>Shopify throttled the request (cost bucket: %1 of %2 points, %3 restored per second); nothing was done</source>
        <translation>Shopify begrænsede anmodningen (omkostningsspand: %1 af %2 point, %3 genopfyldt pr. sekund); intet blev gjort</translation>
    </message>
    <message>
        <source>Shopify answered HTTP 200 with the error %1: nothing was done</source>
        <translation>Shopify svarede HTTP 200 med fejlen %1: intet blev gjort</translation>
    </message>
    <message>
        <source>Shopify answered HTTP 200 with the error %1: the discount may have been created</source>
        <translation>Shopify svarede HTTP 200 med fejlen %1: rabatten kan være oprettet</translation>
    </message>
    <message>
        <source>HTTP 400 idempotency_error: Stripe holds other parameters under this key; nothing was created by this request and it is never sent under a new key: held for a reviewer</source>
        <translation>HTTP 400 idempotency_error: Stripe har andre parametre under denne nøgle; denne anmodning oprettede intet, og den sendes aldrig under en ny nøgle: tilbageholdt til en bedømmer</translation>
    </message>
    <message>
        <source>HTTP 400: Stripe already has an active promotion code with this code; nothing new was created; it is looked up by its code</source>
        <translation>HTTP 400: Stripe har allerede en aktiv kampagnekode med denne kode; intet nyt blev oprettet; den slås op via koden</translation>
    </message>
    <message>
        <source>HTTP %1 %2: Stripe refused the request; nothing was created</source>
        <translation>HTTP %1 %2: Stripe afviste anmodningen; intet blev oprettet</translation>
    </message>
    <message>
        <source>the target holds the code %1, but not as this step made it (%2): a duplicate at the target</source>
        <translation>målet har koden %1, men ikke som dette trin oprettede den (%2): en dublet hos målet</translation>
    </message>
    <message>
        <source>found %1: the code %2, as this step made it</source>
        <translation>fundet %1: koden %2, som dette trin oprettede den</translation>
    </message>
    <message>
        <source>the voucher has no code</source>
        <translation>rabatkoden har ingen kode</translation>
    </message>
    <message>
        <source>the voucher&apos;s amount must be a number greater than 0</source>
        <translation>rabatkodens beløb skal være et tal større end 0</translation>
    </message>
    <message>
        <source>the voucher&apos;s usage_limit must be a whole number of at least 1</source>
        <translation>rabatkodens usage_limit skal være et helt tal på mindst 1</translation>
    </message>
    <message>
        <source>made for another reference</source>
        <translation>oprettet til en anden reference</translation>
    </message>
    <message>
        <source>another amount: %1</source>
        <translation>et andet beløb: %1</translation>
    </message>
    <message>
        <source>another usage limit: %1</source>
        <translation>en anden brugsgrænse: %1</translation>
    </message>
    <message>
        <source>another coupon: %1</source>
        <translation>en anden kupon: %1</translation>
    </message>
    <message>
        <source>the ledger was restored from a backup taken at %1: what this attempt did after it is not known</source>
        <translation>ledgeren blev gendannet fra en sikkerhedskopi taget %1: hvad dette forsøg gjorde derefter, vides ikke</translation>
    </message>
    <message>
        <source>the ledger was restored from a backup taken at %1: the step is looked up at the target before it is sent</source>
        <translation>ledgeren blev gendannet fra en sikkerhedskopi taget %1: trinnet slås op hos målet, før det sendes</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2) and deactivated the address: later e-mails to it are not sent until it is reactivated at Postmark</source>
        <translation>Postmark melder e-mailen %1 (%2) og har deaktiveret adressen: senere e-mails til den sendes ikke, før den er genaktiveret hos Postmark</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2) and deactivated the address for good: it cannot be reactivated</source>
        <translation>Postmark melder e-mailen %1 (%2) og har deaktiveret adressen for altid: den kan ikke genaktiveres</translation>
    </message>
    <message>
        <source>Postmark reports %1 about the e-mail: not a delivery failure</source>
        <translation>Postmark melder %1 om e-mailen: ingen leveringsfejl</translation>
    </message>
    <message>
        <source>scheduled</source>
        <translation>planlagt</translation>
    </message>
    <message>
        <source>the target asked to slow down</source>
        <translation>målet bad om at sende langsommere</translation>
    </message>
    <message>
        <source>the target refused it without acting (code %1)</source>
        <translation>målet afviste den uden at gøre noget (kode %1)</translation>
    </message>
    <message>
        <source>the same request was still running at the target</source>
        <translation>den samme anmodning kørte stadig hos målet</translation>
    </message>
    <message>
        <source>the target holds other content under the same reference</source>
        <translation>målet har andet indhold under den samme reference</translation>
    </message>
</context>
<context>
    <name>StepRules</name>
    <message>
        <source>step %1 (CRM task)</source>
        <translation>trin %1 (CRM-opgave)</translation>
    </message>
    <message>
        <source>step %1 (e-mail)</source>
        <translation>trin %1 (e-mail)</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>trin %1</translation>
    </message>
    <message>
        <source>%1 is confirmed; it is never executed again</source>
        <translation>%1 er bekræftet; det udføres aldrig igen</translation>
    </message>
    <message>
        <source>%1 stays held: the lookup settled nothing</source>
        <translation>%1 forbliver tilbageholdt: opslaget afklarede intet</translation>
    </message>
    <message>
        <source>%1 is still uncertain; the target will be asked again</source>
        <translation>%1 er stadig usikkert; målet bliver spurgt igen</translation>
    </message>
    <message>
        <source>%1 is held: no lookup settled it</source>
        <translation>%1 er tilbageholdt: intet opslag afklarede det</translation>
    </message>
    <message>
        <source>%1 used all %2 attempts; a reviewer must approve a retry</source>
        <translation>%1 har brugt alle %2 forsøg; en bedømmer skal godkende et nyt forsøg</translation>
    </message>
    <message>
        <source>%1 waits for its backoff until %2</source>
        <translation>%1 venter sin ventetid ud indtil %2</translation>
    </message>
    <message>
        <source>%1 reserved</source>
        <translation>%1 reserveret</translation>
    </message>
    <message>
        <source>an attempt of %1 is already in flight</source>
        <translation>et forsøg på %1 er allerede i gang</translation>
    </message>
    <message>
        <source>%1 waits for its content to be approved</source>
        <translation>%1 venter på, at indholdet bliver godkendt</translation>
    </message>
    <message>
        <source>the outcome of %1 is uncertain; reconcile with the target before anything is sent again</source>
        <translation>resultatet af %1 er usikkert; afstem med målet, før noget sendes igen</translation>
    </message>
    <message>
        <source>%1 is held for a reviewer</source>
        <translation>%1 er tilbageholdt til en bedømmer</translation>
    </message>
    <message>
        <source>%1 was abandoned</source>
        <translation>%1 blev opgivet</translation>
    </message>
    <message>
        <source>a protected retry is only for an uncertain step; %1 is %2</source>
        <translation>et beskyttet nyt forsøg er kun for et usikkert trin; %1 er %2</translation>
    </message>
    <message>
        <source>the target of %1 documents no idempotent create; look the step up instead</source>
        <translation>målet for %1 dokumenterer ingen idempotent oprettelse; slå trinnet op i stedet</translation>
    </message>
    <message>
        <source>the key of %1 was never sent; nothing to protect</source>
        <translation>nøglen for %1 blev aldrig sendt; der er intet at beskytte</translation>
    </message>
    <message>
        <source>the idempotency key of %1 expired at %2; a resend could create a second effect, so only a lookup is allowed</source>
        <translation>idempotensnøglen for %1 udløb %2; en genafsendelse kunne skabe en ekstra effekt, så kun et opslag er tilladt</translation>
    </message>
    <message>
        <source>%1 used all %2 attempts</source>
        <translation>%1 har brugt alle %2 forsøg</translation>
    </message>
    <message>
        <source>%1: protected retry with the same key inside its retention</source>
        <translation>%1: beskyttet nyt forsøg med samme nøgle inden for dens opbevaringstid</translation>
    </message>
    <message>
        <source>no attempt of %1 is in flight</source>
        <translation>intet forsøg på %1 er i gang</translation>
    </message>
    <message>
        <source>%1 confirmed by the target</source>
        <translation>%1 bekræftet af målet</translation>
    </message>
    <message>
        <source>%1 failed before the action %2 times; held for a reviewer</source>
        <translation>%1 mislykkedes %2 gange før handlingen; tilbageholdt til en bedømmer</translation>
    </message>
    <message>
        <source>%1 failed before the action; it will be retried after the backoff</source>
        <translation>%1 mislykkedes før handlingen; det prøves igen efter ventetiden</translation>
    </message>
    <message>
        <source>%1 may have acted and its target cannot confirm; held, never resent automatically</source>
        <translation>%1 kan have handlet, og målet kan ikke bekræfte; tilbageholdt, aldrig sendt igen automatisk</translation>
    </message>
    <message>
        <source>%1 may have acted; reconcile with the target before anything else</source>
        <translation>%1 kan have handlet; afstem med målet, før noget andet sker</translation>
    </message>
    <message>
        <source>%1 is not uncertain; there is nothing to reconcile</source>
        <translation>%1 er ikke usikkert; der er intet at afstemme</translation>
    </message>
    <message>
        <source>the target of %1 offers no lookup</source>
        <translation>målet for %1 tilbyder intet opslag</translation>
    </message>
    <message>
        <source>%1 found at the target; its reference is adopted</source>
        <translation>%1 fundet i målet; dets reference overtages</translation>
    </message>
    <message>
        <source>%1 is provably absent at the target; a retry needs a reviewer&apos;s approval</source>
        <translation>%1 findes beviseligt ikke i målet; et nyt forsøg kræver en bedømmers godkendelse</translation>
    </message>
    <message>
        <source>%1 is provably absent at the target; it may be retried</source>
        <translation>%1 findes beviseligt ikke i målet; det må prøves igen</translation>
    </message>
    <message>
        <source>%1 is already confirmed; there is nothing to reconcile</source>
        <translation>%1 er allerede bekræftet; der er intet at afstemme</translation>
    </message>
    <message>
        <source>the target of %1 offers no lookup; adopt a record or confirm it was not executed</source>
        <translation>målet for %1 tilbyder intet opslag; overtag en post, eller bekræft, at det ikke blev udført</translation>
    </message>
    <message>
        <source>look %1 up at the target by its reference</source>
        <translation>slå %1 op i målet efter dets reference</translation>
    </message>
    <message>
        <source>%1 is already confirmed with a target reference</source>
        <translation>%1 er allerede bekræftet med en målreference</translation>
    </message>
    <message>
        <source>only an uncertain or held step can adopt a target record; %1 is %2</source>
        <translation>kun et usikkert eller tilbageholdt trin kan overtage en post fra målet; %1 er %2</translation>
    </message>
    <message>
        <source>%1 adopts the target record</source>
        <translation>%1 overtager målets post</translation>
    </message>
    <message>
        <source>%1 is already known not to have been executed; approve a retry instead</source>
        <translation>det er allerede kendt, at %1 ikke blev udført; godkend i stedet et nyt forsøg</translation>
    </message>
    <message>
        <source>only an uncertain or held step can be confirmed as not executed; %1 is %2</source>
        <translation>kun et usikkert eller tilbageholdt trin kan bekræftes som ikke udført; %1 er %2</translation>
    </message>
    <message>
        <source>%1 is recorded as not executed; a retry may now be approved</source>
        <translation>%1 er registreret som ikke udført; et nyt forsøg kan nu godkendes</translation>
    </message>
    <message>
        <source>the outcome of %1 is uncertain: the target may already have acted. Reconcile it or confirm it was not executed before a retry</source>
        <translation>resultatet af %1 er usikkert: målet kan allerede have handlet. Afstem det, eller bekræft, at det ikke blev udført, før et nyt forsøg</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight</source>
        <translation>et forsøg på %1 er i gang</translation>
    </message>
    <message>
        <source>%1 is not held; there is nothing to retry</source>
        <translation>%1 er ikke tilbageholdt; der er intet at prøve igen</translation>
    </message>
    <message>
        <source>retry of %1 approved</source>
        <translation>nyt forsøg af %1 godkendt</translation>
    </message>
    <message>
        <source>%1 is confirmed; its content was sent and can no longer change</source>
        <translation>%1 er bekræftet; dets indhold er sendt og kan ikke længere ændres</translation>
    </message>
    <message>
        <source>%1 is not waiting for a content approval</source>
        <translation>%1 venter ikke på godkendelse af indhold</translation>
    </message>
    <message>
        <source>content of %1 approved</source>
        <translation>indholdet af %1 godkendt</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight; wait for its outcome</source>
        <translation>et forsøg på %1 er i gang; vent på resultatet</translation>
    </message>
    <message>
        <source>%1 was already abandoned</source>
        <translation>%1 var allerede opgivet</translation>
    </message>
    <message>
        <source>%1 abandoned</source>
        <translation>%1 opgivet</translation>
    </message>
    <message>
        <source>unknown input</source>
        <translation>ukendt input</translation>
    </message>
    <message>
        <source>Approve the content of %1.</source>
        <translation>Godkend indholdet af %1.</translation>
    </message>
    <message>
        <source>None: the runner will send %1.</source>
        <translation>Ingen: runneren sender %1.</translation>
    </message>
    <message>
        <source>None: an attempt of %1 is in flight.</source>
        <translation>Ingen: et forsøg på %1 er i gang.</translation>
    </message>
    <message>
        <source>Adopt a target record or confirm %1 was not executed.</source>
        <translation>Overtag en post fra målet, eller bekræft, at %1 ikke blev udført.</translation>
    </message>
    <message>
        <source>Reconcile %1 with the target before anything else.</source>
        <translation>Afstem %1 med målet, før noget andet sker.</translation>
    </message>
    <message>
        <source>Approve a retry of %1, start a new approved operation, or abandon.</source>
        <translation>Godkend et nyt forsøg af %1, start en ny godkendt operation, eller opgiv.</translation>
    </message>
    <message>
        <source>Check the target by hand, then adopt its record or confirm %1 was not executed.</source>
        <translation>Kontrollér målet manuelt, og overtag så dets post, eller bekræft, at %1 ikke blev udført.</translation>
    </message>
    <message>
        <source>Reconcile %1, adopt the target record, or confirm it was not executed.</source>
        <translation>Afstem %1, overtag målets post, eller bekræft, at det ikke blev udført.</translation>
    </message>
    <message>
        <source>None: %1 is confirmed.</source>
        <translation>Ingen: %1 er bekræftet.</translation>
    </message>
    <message>
        <source>None: %1 was abandoned.</source>
        <translation>Ingen: %1 blev opgivet.</translation>
    </message>
    <message>
        <source>what would be sent for %1 differs from what was first sent under its key; changed content never goes out under the old key</source>
        <translation>det, der ville blive sendt for %1, afviger fra det, der først blev sendt under dets nøgle; ændret indhold sendes aldrig under den gamle nøgle</translation>
    </message>
    <message>
        <source>several records at the target carry the reference of %1: a duplicate there; held for a reviewer</source>
        <translation>flere poster hos målet bærer referencen for %1: en dublet der; tilbageholdt til en bedømmer</translation>
    </message>
    <message>
        <source>%1 stays held: nothing found yet, but the target may still act on an earlier request until %2</source>
        <translation>%1 forbliver tilbageholdt: intet fundet endnu, men målet kan stadig handle på en tidligere anmodning indtil %2</translation>
    </message>
    <message>
        <source>%1 is held: its key has expired and the lookup found nothing clear</source>
        <translation>%1 er tilbageholdt: dets nøgle er udløbet, og opslaget fandt intet klart</translation>
    </message>
    <message>
        <source>%1: nothing found yet; the target may still act on an earlier request, so it is looked up again until %2</source>
        <translation>%1: intet fundet endnu; målet kan stadig handle på en tidligere anmodning, så der slås op igen indtil %2</translation>
    </message>
    <message>
        <source>%1 is not uncertain</source>
        <translation>%1 er ikke usikkert</translation>
    </message>
    <message>
        <source>%1 is held: its key has expired and its target cannot be looked up</source>
        <translation>%1 er tilbageholdt: dets nøgle er udløbet, og dets mål kan ikke slås op i</translation>
    </message>
    <message>
        <source>%1 is held: its target cannot be looked up and a protected retry is not possible</source>
        <translation>%1 er tilbageholdt: dets mål kan ikke slås op i, og et beskyttet nyt forsøg er ikke muligt</translation>
    </message>
    <message>
        <source>%1 is not confirmed; there is nothing to verify</source>
        <translation>%1 er ikke bekræftet; der er intet at kontrollere</translation>
    </message>
    <message>
        <source>the confirming lookup found several records for the reference of %1: a duplicate at the target; held for a reviewer</source>
        <translation>det bekræftende opslag fandt flere poster for referencen for %1: en dublet hos målet; tilbageholdt til en bedømmer</translation>
    </message>
    <message>
        <source>the target holds several records for %1: it was executed, more than once</source>
        <translation>målet har flere poster for %1: det blev udført, mere end én gang</translation>
    </message>
    <message>
        <source>an earlier request of %1 may still be executing at the target until %2; nothing can be called not executed before then</source>
        <translation>en tidligere anmodning fra %1 kan stadig køre hos målet indtil %2; før da kan intet kaldes ikke udført</translation>
    </message>
    <message>
        <source>an earlier request of %1 may still be executing at the target until %2; wait before a retry</source>
        <translation>en tidligere anmodning fra %1 kan stadig køre hos målet indtil %2; vent før et nyt forsøg</translation>
    </message>
    <message>
        <source>Wait: the target may still act on %1 until %2. Then check it by hand.</source>
        <translation>Vent: målet kan stadig handle på %1 indtil %2. Kontrollér det derefter manuelt.</translation>
    </message>
    <message>
        <source>None yet: the target may still act on %1 until %2; Runledger keeps looking it up.</source>
        <translation>Intet endnu: målet kan stadig handle på %1 indtil %2; Runledger bliver ved med at slå op.</translation>
    </message>
    <message>
        <source>Check the records at the target: keep one, delete the others there, then adopt the one kept for %1.</source>
        <translation>Kontrollér posterne hos målet: behold én, slet de andre der, og overtag derefter den beholdte for %1.</translation>
    </message>
    <message>
        <source>Wait until %2: the target may still act on %1. Then reconcile it.</source>
        <translation>Vent til %2: målet kan stadig handle på %1. Afstem det derefter.</translation>
    </message>
    <message>
        <source>the content of %1 cannot be sent as it is: start a new approved operation with edited content, or abandon</source>
        <translation>indholdet af %1 kan ikke sendes, som det er: start en ny godkendt operation med redigeret indhold, eller opgiv</translation>
    </message>
    <message>
        <source>step %1 (voucher)</source>
        <translation>trin %1 (rabatkode)</translation>
    </message>
    <message>
        <source>Start a new approved operation with edited content for %1, or abandon.</source>
        <translation>Start en ny godkendt operation med redigeret indhold for %1, eller opgiv den.</translation>
    </message>
    <message>
        <source>Wait until %2: the target&apos;s search may not show the record of %1 before then. Then adopt its record or confirm it was not executed.</source>
        <translation>Vent til %2: målets søgning viser muligvis først posten for %1 til den tid. Overtag derefter posten, eller bekræft, at den ikke blev udført.</translation>
    </message>
</context>
<context>
    <name>TargetProfile</name>
    <message>
        <source>target %1: %2</source>
        <translation>mål %1: %2</translation>
    </message>
    <message>
        <source>base_url must be an http or https URL</source>
        <translation>base_url skal være en http- eller https-URL</translation>
    </message>
    <message>
        <source>capability must be protected_create, lookup_only or none</source>
        <translation>capability skal være protected_create, lookup_only eller none</translation>
    </message>
    <message>
        <source>max_attempts, max_in_flight and timeouts must be at least 1</source>
        <translation>max_attempts, max_in_flight og timeouts skal være mindst 1</translation>
    </message>
    <message>
        <source>a token must not be written into the configuration; name its environment variable in token_env</source>
        <translation>et token må ikke skrives i konfigurationen; angiv dets miljøvariabel i token_env</translation>
    </message>
    <message>
        <source>not_executed_statuses must be HTTP error codes</source>
        <translation>not_executed_statuses skal være HTTP-fejlkoder</translation>
    </message>
    <message>
        <source>max_execution_ms must not be shorter than deadline_ms: the target may still act until the deadline</source>
        <translation>max_execution_ms må ikke være kortere end deadline_ms: målet kan stadig handle indtil fristen</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 skal være true eller false</translation>
    </message>
    <message>
        <source>capability lookup_only needs a lookup; set lookup to true or declare capability none</source>
        <translation>capability lookup_only kræver et opslag; sæt lookup til true, eller erklær capability none</translation>
    </message>
    <message>
        <source>Resend offers no lookup by reference; remove &quot;lookup&quot;</source>
        <translation>Resend tilbyder intet opslag efter reference; fjern &quot;lookup&quot;</translation>
    </message>
    <message>
        <source>protocol &quot;%1&quot; is not supported by this build (supported: %2)</source>
        <translation>protokollen &quot;%1&quot; understøttes ikke af denne version (understøttet: %2)</translation>
    </message>
    <message>
        <source>protocol %1 is for %2 targets: kind must be &quot;%2&quot;</source>
        <translation>protokollen %1 er til %2-mål: kind skal være &quot;%2&quot;</translation>
    </message>
    <message>
        <source>protocol %1 needs &quot;from&quot;: the sender address</source>
        <translation>protokollen %1 kræver &quot;from&quot;: afsenderadressen</translation>
    </message>
    <message>
        <source>field_map values must be the target&apos;s field names</source>
        <translation>værdierne i field_map skal være målets feltnavne</translation>
    </message>
    <message>
        <source>Salesforce&apos;s External ID has no retention limit; remove key_retention_seconds</source>
        <translation>Salesforces External ID har ingen opbevaringsgrænse; fjern key_retention_seconds</translation>
    </message>
    <message>
        <source>webhook_secret_env is for the delivery events of resend and postmark targets</source>
        <translation>webhook_secret_env er til leveringshændelserne fra Resend- og Postmark-mål</translation>
    </message>
    <message>
        <source>record_url and search_url must be http or https URL templates</source>
        <translation>record_url og search_url skal være http- eller https-URL-skabeloner</translation>
    </message>
    <message>
        <source>timeouts, attempts and backoff must be numbers from 0 to 1,000,000,000</source>
        <translation>tidsgrænser, forsøg og ventetider skal være tal fra 0 til 1.000.000.000</translation>
    </message>
    <message>
        <source>kind must be &quot;crm&quot;, &quot;mail&quot; or &quot;voucher&quot;</source>
        <translation>kind skal være &quot;crm&quot;, &quot;mail&quot; eller &quot;voucher&quot;</translation>
    </message>
    <message>
        <source>a voucher target needs the protocol shopify_discount or stripe_promotion_code</source>
        <translation>et rabatkodemål kræver protokollen shopify_discount eller stripe_promotion_code</translation>
    </message>
    <message>
        <source>code_prefix must be up to 8 capital letters or digits, like &quot;SHOP&quot;</source>
        <translation>code_prefix skal være op til 8 store bogstaver eller cifre, f.eks. &quot;SHOP&quot;</translation>
    </message>
    <message>
        <source>Shopify&apos;s discount codes carry no idempotency key; remove key_retention_seconds</source>
        <translation>Shopifys rabatkoder har ingen idempotensnøgle; fjern key_retention_seconds</translation>
    </message>
    <message>
        <source>protocol stripe_promotion_code needs &quot;coupon&quot;: the id of the coupon its promotion codes point at</source>
        <translation>protokollen stripe_promotion_code kræver &quot;coupon&quot;: id&apos;et på den kupon, kampagnekoderne peger på</translation>
    </message>
    <message>
        <source>a voucher target can always be looked up by its code; declare lookup_only (Shopify) or protected_create (Stripe)</source>
        <translation>et rabatkodemål kan altid slås op via koden; angiv lookup_only (Shopify) eller protected_create (Stripe)</translation>
    </message>
    <message>
        <source>Shopify documents no idempotency key for discountCodeBasicCreate; declare capability lookup_only</source>
        <translation>Shopify dokumenterer ingen idempotensnøgle for discountCodeBasicCreate; angiv capability lookup_only</translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>a service login</source>
        <translation>et tjenestelogin</translation>
    </message>
    <message>
        <source>a reviewer</source>
        <translation>en bedømmer</translation>
    </message>
    <message>
        <source>an approver</source>
        <translation>en godkender</translation>
    </message>
    <message>
        <source>an auditor</source>
        <translation>en revisor</translation>
    </message>
    <message>
        <source>the login %1 is not on this ledger&apos;s team; the ledger&apos;s owner adds it with runledgerctl team add</source>
        <translation>loginet %1 er ikke med i dette protokols team; protokollets ejer tilføjer det med runledgerctl team add</translation>
    </message>
    <message>
        <source>you are signed in as %1 (login %2); a decision cannot be recorded under another name (%3)</source>
        <translation>du er logget ind som %1 (login %2); en beslutning kan ikke registreres under et andet navn (%3)</translation>
    </message>
    <message>
        <source>%1 needs %2; the login %3 is %4</source>
        <translation>%1 kræver %2; loginet %3 er %4</translation>
    </message>
    <message>
        <source>a SQLite ledger is one person&apos;s file and has no team: roles need a PostgreSQL ledger</source>
        <translation>et SQLite-protokol er én persons fil og har intet team: roller kræver et PostgreSQL-protokol</translation>
    </message>
    <message>
        <source>reading who is signed in</source>
        <translation>ved læsning af, hvem der er logget ind</translation>
    </message>
    <message>
        <source>reading the team</source>
        <translation>ved læsning af teamet</translation>
    </message>
    <message>
        <source>setting up the team&apos;s roles</source>
        <translation>ved opsætning af teamets roller</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a database login name</source>
        <translation>&apos;%1&apos; er ikke et loginnavn i databasen</translation>
    </message>
    <message>
        <source>a team member needs a display name</source>
        <translation>et teammedlem kræver et visningsnavn</translation>
    </message>
    <message>
        <source>reading the login</source>
        <translation>ved læsning af loginet</translation>
    </message>
    <message>
        <source>there is no database login %1: the administrator creates it first (CREATE ROLE %1 LOGIN PASSWORD …)</source>
        <translation>der er intet databaselogin %1: administratoren opretter det først (CREATE ROLE %1 LOGIN PASSWORD …)</translation>
    </message>
    <message>
        <source>the database role %1 cannot log in</source>
        <translation>databaserollen %1 kan ikke logge ind</translation>
    </message>
    <message>
        <source>reading the roles</source>
        <translation>ved læsning af rollerne</translation>
    </message>
    <message>
        <source>the team&apos;s roles are not set up on this database: run runledgerctl team init first</source>
        <translation>teamets roller er ikke sat op i denne database: kør først runledgerctl team init</translation>
    </message>
    <message>
        <source>granting the login&apos;s role</source>
        <translation>ved tildeling af loginets rolle</translation>
    </message>
    <message>
        <source>adding the team member</source>
        <translation>ved tilføjelse af teammedlemmet</translation>
    </message>
    <message>
        <source>reading the login&apos;s roles</source>
        <translation>ved læsning af loginets roller</translation>
    </message>
    <message>
        <source>revoking the login&apos;s role</source>
        <translation>ved fratagelse af loginets rolle</translation>
    </message>
    <message>
        <source>removing the team member</source>
        <translation>ved fjernelse af teammedlemmet</translation>
    </message>
    <message>
        <source>%1 is not an active member of this ledger&apos;s team</source>
        <translation>%1 er ikke et aktivt medlem af dette protokols team</translation>
    </message>
    <message>
        <source>recording the team&apos;s change</source>
        <translation>ved registrering af teamets ændring</translation>
    </message>
    <message>
        <source>reading the team&apos;s history</source>
        <translation>ved læsning af teamets historik</translation>
    </message>
    <message>
        <source>the login %1 was not on the team</source>
        <translation>loginet %1 var ikke med i teamet</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(intet)</translation>
    </message>
    <message>
        <source>the login %1 had been removed from the team</source>
        <translation>loginet %1 var fjernet fra teamet</translation>
    </message>
    <message>
        <source>the login %1 was %2</source>
        <translation>loginet %1 var %2</translation>
    </message>
    <message>
        <source>nobody on this team may countersign: a request for a four-eyes decision waits until an approver is added (runledgerctl team add --role approver)</source>
        <translation>ingen i dette team må kontrasignere: en anmodning om en fire-øjne-beslutning venter, til en godkender er tilføjet (runledgerctl team add --role approver)</translation>
    </message>
    <message>
        <source>%1 is the only approver: %1 countersigns the reviewers&apos; requests, but a request %1 makes waits until a second approver is added</source>
        <translation>%1 er den eneste godkender: %1 kontrasignerer korrekturlæsernes anmodninger, men en anmodning fra %1 venter, til en anden godkender er tilføjet</translation>
    </message>
</context>
<context>
    <name>rl::app</name>
    <message>
        <source>the PDF helper runledger-pdf is not installed next to this program</source>
        <translation>PDF-hjælpeprogrammet runledger-pdf er ikke installeret ved siden af dette program</translation>
    </message>
    <message>
        <source>the PDF helper did not start: %1</source>
        <translation>PDF-hjælpeprogrammet startede ikke: %1</translation>
    </message>
    <message>
        <source>the PDF helper did not finish in time</source>
        <translation>PDF-hjælpeprogrammet blev ikke færdigt i tide</translation>
    </message>
    <message>
        <source>the PDF helper failed: %1</source>
        <translation>PDF-hjælpeprogrammet mislykkedes: %1</translation>
    </message>
    <message>
        <source>a PDF needs Qt GUI, which this program did not start</source>
        <translation>en PDF kræver Qt GUI, som dette program ikke har startet</translation>
    </message>
    <message>
        <source>the PDF could not be written</source>
        <translation>PDF&apos;en kunne ikke skrives</translation>
    </message>
    <message>
        <source>%1 could not be attached to the PDF</source>
        <translation>%1 kunne ikke vedhæftes PDF&apos;en</translation>
    </message>
    <message>
        <source>the sandbox program runledger-sandbox is not installed next to this program or on the PATH</source>
        <translation>sandkasseprogrammet runledger-sandbox er hverken installeret ved siden af dette program eller i PATH</translation>
    </message>
    <message>
        <source>the sandbox program %1 did not start: %2</source>
        <translation>sandkasseprogrammet %1 startede ikke: %2</translation>
    </message>
</context>
<context>
    <name>rl::app::AcceptanceRun</name>
    <message>
        <source>Normal success</source>
        <translation>Normal succes</translation>
    </message>
    <message>
        <source>Same event delivered twice (and 20 times at once)</source>
        <translation>Samme hændelse leveret to gange (og 20 gange på én gang)</translation>
    </message>
    <message>
        <source>Timeout after the CRM succeeded</source>
        <translation>Timeout efter at CRM&apos;et lykkedes</translation>
    </message>
    <message>
        <source>Two concurrent attempts</source>
        <translation>To samtidige forsøg</translation>
    </message>
    <message>
        <source>Resume after approval</source>
        <translation>Genoptagelse efter godkendelse</translation>
    </message>
    <message>
        <source>Late repeat after the idempotency key expired</source>
        <translation>Sen gentagelse efter idempotensnøglen er udløbet</translation>
    </message>
    <message>
        <source>no operation</source>
        <translation>ingen operation</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Setting up the sandbox and the scratch ledger</source>
        <translation>Sandkassen og kladdeprotokollen sættes op</translation>
    </message>
    <message>
        <source>None: every step is confirmed.</source>
        <translation>Ingen: alle trin er bekræftet.</translation>
    </message>
    <message>
        <source>One orders/create event; flow: CRM task, then e-mail.</source>
        <translation>Én orders/create-hændelse; flow: CRM-opgave, derefter e-mail.</translation>
    </message>
    <message>
        <source>completed with one task and one e-mail</source>
        <translation>fuldført med én opgave og én e-mail</translation>
    </message>
    <message>
        <source>the operation did not complete</source>
        <translation>operationen blev ikke fuldført</translation>
    </message>
    <message>
        <source>The same event delivered twice with different webhook ids, then 20 more deliveries of it.</source>
        <translation>Samme hændelse leveret to gange med forskellige webhook-id&apos;er, derefter 20 leveringer mere af den.</translation>
    </message>
    <message>
        <source>%1 operations for one event</source>
        <translation>%1 operationer for én hændelse</translation>
    </message>
    <message>
        <source>22 deliveries, one operation, one task, one e-mail</source>
        <translation>22 leveringer, én operation, én opgave, én e-mail</translation>
    </message>
    <message>
        <source>The CRM creates the task and its answer is lost (the runner times out).</source>
        <translation>CRM&apos;et opretter opgaven, og dets svar går tabt (runneren får timeout).</translation>
    </message>
    <message>
        <source>reconciled with the CRM; its task was adopted, not created again</source>
        <translation>afstemt med CRM&apos;et; dets opgave blev overtaget, ikke oprettet igen</translation>
    </message>
    <message>
        <source>the uncertain step was not reconciled</source>
        <translation>det usikre trin blev ikke afstemt</translation>
    </message>
    <message>
        <source>Ten operations, two runners on one ledger racing for every step; the target ignores idempotency keys.</source>
        <translation>Ti operationer, to runnere på én protokol kappes om hvert trin; målet ignorerer idempotensnøgler.</translation>
    </message>
    <message>
        <source>not every operation completed</source>
        <translation>ikke alle operationer blev fuldført</translation>
    </message>
    <message>
        <source>20 steps, 20 attempts: each reservation let exactly one runner act</source>
        <translation>20 trin, 20 forsøg: hver reservation lod præcis én runner handle</translation>
    </message>
    <message>
        <source>%1 attempts for 20 steps</source>
        <translation>%1 forsøg for 20 trin</translation>
    </message>
    <message>
        <source>the e-mail never waited for approval</source>
        <translation>e-mailen ventede aldrig på godkendelse</translation>
    </message>
    <message>
        <source>Acceptance test: e-mail text checked</source>
        <translation>Accepttest: e-mailtekst kontrolleret</translation>
    </message>
    <message>
        <source>the operation did not resume after the approval</source>
        <translation>operationen blev ikke genoptaget efter godkendelsen</translation>
    </message>
    <message>
        <source>step 1 not repeated; the e-mail sent is the approved version byte for byte</source>
        <translation>trin 1 ikke gentaget; den sendte e-mail er byte for byte den godkendte version</translation>
    </message>
    <message>
        <source>the e-mail sent differs from the approved version</source>
        <translation>den sendte e-mail afviger fra den godkendte version</translation>
    </message>
    <message>
        <source>looked up, no clear evidence: held for a reviewer; nothing was resent</source>
        <translation>slået op, intet klart bevis: tilbageholdt til en bedømmer; intet blev sendt igen</translation>
    </message>
    <message>
        <source>the step was not held after the key expired (state %1)</source>
        <translation>trinnet blev ikke tilbageholdt, efter nøglen udløb (tilstand %1)</translation>
    </message>
    <message>
        <source>the configuration needs a crm and a mail target</source>
        <translation>konfigurationen kræver et crm- og et mail-mål</translation>
    </message>
    <message>
        <source>past the key&apos;s retention the task was looked up and found: adopted, nothing was resent</source>
        <translation>efter nøglens opbevaringstid blev opgaven slået op og fundet: overtaget, intet blev sendt igen</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1; open step: %2; attempts: %3</source>
        <translation>%1; åbent trin: %2; forsøg: %3</translation>
    </message>
    <message>
        <source>The CRM task is created, its answer lost; the CRM&apos;s search has not caught up when the 2 s key retention has passed.</source>
        <translation>CRM-opgaven oprettes, svaret går tabt; CRM&apos;ets søgning er ikke fulgt med, da nøglens opbevaring på 2 s er udløbet.</translation>
    </message>
    <message>
        <source>Probing the configured targets</source>
        <translation>Prøve af de konfigurerede mål</translation>
    </message>
    <message>
        <source>target %1 could not be probed, so no case was run: %2</source>
        <translation>mål %1 kunne ikke prøves, så intet tilfælde blev kørt: %2</translation>
    </message>
    <message>
        <source>(the CRM tasks could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(CRM-opgaverne kunne ikke tælles: %1 kan ikke slås op efter reference)</translation>
    </message>
    <message>
        <source>(the e-mails could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(e-mailene kunne ikke tælles: %1 kan ikke slås op efter reference)</translation>
    </message>
    <message>
        <source>The CRM task is created, its answer lost, and the key retention runs out.</source>
        <translation>CRM-opgaven oprettes, dens svar går tabt, og nøglens opbevaring udløber.</translation>
    </message>
    <message>
        <source>Ten operations, two runners on one ledger racing for every step.</source>
        <translation>Ti operationer, to runnere på én ledger kappes om hvert trin.</translation>
    </message>
    <message>
        <source>step 1 not repeated; the request sent is the approved version&apos;s (its fingerprint)</source>
        <translation>trin 1 ikke gentaget; den sendte anmodning er den godkendte versions (dens fingeraftryk)</translation>
    </message>
    <message>
        <source>the request sent is not the approved version&apos;s</source>
        <translation>den sendte anmodning er ikke den godkendte versions</translation>
    </message>
    <message>
        <source>the target performed %1 and %2, expected %3 and %4</source>
        <translation>målet udførte %1 og %2, forventet %3 og %4</translation>
    </message>
    <message numerus="yes">
        <source>%n CRM task(s)</source>
        <translation>
            <numerusform>%n CRM-opgave</numerusform>
            <numerusform>%n CRM-opgaver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n e-mail(s)</source>
        <translation>
            <numerusform>%n e-mail</numerusform>
            <numerusform>%n e-mails</numerusform>
        </translation>
    </message>
    <message>
        <source>the probe did not finish within %1 s</source>
        <translation>undersøgelsen blev ikke færdig inden for %1 s</translation>
    </message>
    <message>
        <source>Unknown: the ledger could not be read (%1).</source>
        <translation>Ukendt: protokollen kunne ikke læses (%1).</translation>
    </message>
    <message>
        <source>the ledger could not be read: %1</source>
        <translation>protokollen kunne ikke læses: %1</translation>
    </message>
    <message>
        <source>the mail target has no sandbox admin API, so the cases send real e-mails: set its &quot;probe_recipient&quot; (or &quot;from&quot;) to an address you read</source>
        <translation>mailmålet har ingen sandbox-admin-API, så tilfældene sender rigtige e-mails: sæt dets &quot;probe_recipient&quot; (eller &quot;from&quot;) til en adresse, du læser</translation>
    </message>
    <message>
        <source>the ledger could not be read (%1)</source>
        <translation>protokollen kunne ikke læses (%1)</translation>
    </message>
    <message>
        <source>Unknown: step %1 is not in the ledger.</source>
        <translation>Ukendt: trin %1 står ikke i protokollen.</translation>
    </message>
    <message>
        <source>the e-mail step is not in the ledger</source>
        <translation>e-mail-trinnet står ikke i protokollen</translation>
    </message>
    <message>
        <source>no such case</source>
        <translation>intet sådant tilfælde</translation>
    </message>
    <message>
        <source>Automated test run</source>
        <translation>Automatisk testkørsel</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>not run: this case makes the target lose its answer (and moves its clock) on purpose, which only the simulation can do; the configured targets cannot be told to</source>
        <translation>ikke kørt: dette tilfælde får målet til at miste sit svar med vilje (og stiller dets ur frem), hvilket kun simuleringen kan; de konfigurerede mål kan ikke bedes om det</translation>
    </message>
    <message>
        <source>orders/paid: the CRM task runs, the e-mail waits for its text to be approved; the automated test run approves it, standing in for a reviewer.</source>
        <translation>orders/paid: CRM-opgaven kører, e-mailen venter på, at dens tekst godkendes; den automatiske testkørsel godkender den i stedet for en bedømmer.</translation>
    </message>
    <message>
        <source>the configuration has no voucher target</source>
        <translation>konfigurationen har intet rabatkodemål</translation>
    </message>
    <message numerus="yes">
        <source>%n voucher(s)</source>
        <translation>
            <numerusform>%n rabatkode</numerusform>
            <numerusform>%n rabatkoder</numerusform>
        </translation>
    </message>
    <message>
        <source>(the vouchers could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(rabatkoderne kunne ikke tælles: %1 kan ikke slås op via reference)</translation>
    </message>
    <message>
        <source>Timeout after the voucher was created</source>
        <translation>Timeout efter at rabatkoden var oprettet</translation>
    </message>
    <message>
        <source>Late repeat after Stripe&apos;s idempotency key expired</source>
        <translation>Sen gentagelse efter at Stripes idempotensnøgle var udløbet</translation>
    </message>
    <message>
        <source>One orders/create event; flow: a voucher, then an e-mail with its code.</source>
        <translation>Én orders/create-hændelse; flow: en rabatkode, derefter en e-mail med koden.</translation>
    </message>
    <message>
        <source>completed with one voucher and one e-mail with its code</source>
        <translation>afsluttet med én rabatkode og én e-mail med koden</translation>
    </message>
    <message>
        <source>22 deliveries, one operation, one voucher, one e-mail</source>
        <translation>22 leveringer, én operation, én rabatkode, én e-mail</translation>
    </message>
    <message>
        <source>The shop creates the voucher and its answer is lost (the runner times out).</source>
        <translation>Butikken opretter rabatkoden, og svaret går tabt (runneren får timeout).</translation>
    </message>
    <message>
        <source>looked up by its code at the shop; the voucher was adopted, not created again</source>
        <translation>slået op via koden i butikken; rabatkoden blev overtaget, ikke oprettet igen</translation>
    </message>
    <message>
        <source>orders/paid: the voucher is created, the e-mail with its code waits for its text to be approved; the automated test run approves it, standing in for a reviewer.</source>
        <translation>orders/paid: rabatkoden oprettes, e-mailen med koden venter på godkendelse af teksten; den automatiske testkørsel godkender den i stedet for en bedømmer.</translation>
    </message>
    <message>
        <source>The shop&apos;s voucher create outlasts the runner&apos;s patience and Stripe&apos;s 2 s key retention; then it finishes, and the automated test run reconciles the held step, standing in for a reviewer.</source>
        <translation>Butikkens oprettelse af rabatkoden varer længere end runnerens tålmodighed og Stripes nøgleopbevaring på 2 s; derefter bliver den færdig, og den automatiske testkørsel afstemmer det tilbageholdte trin i stedet for en bedømmer.</translation>
    </message>
    <message>
        <source>The shop&apos;s voucher create outlasts the runner&apos;s patience; the shop has no key to expire, only the code.</source>
        <translation>Butikkens oprettelse af rabatkoden varer længere end runnerens tålmodighed; butikken har ingen nøgle, der kan udløbe, kun koden.</translation>
    </message>
    <message>
        <source>the voucher step was not settled (state %1)</source>
        <translation>rabatkodetrinnet blev ikke afklaret (tilstand %1)</translation>
    </message>
    <message>
        <source>looked up by its code until the create had finished: found and adopted, nothing was resent</source>
        <translation>slået op via koden, indtil oprettelsen var færdig: fundet og overtaget, intet blev sendt igen</translation>
    </message>
    <message>
        <source>the voucher was sent again</source>
        <translation>rabatkoden blev sendt igen</translation>
    </message>
    <message>
        <source>Acceptance test: the voucher&apos;s create has finished; look its code up</source>
        <translation>Accepttest: oprettelsen af rabatkoden er færdig; slå koden op</translation>
    </message>
    <message>
        <source>the held voucher was not found and adopted by its code (state %1)</source>
        <translation>den tilbageholdte rabatkode blev ikke fundet og overtaget via koden (tilstand %1)</translation>
    </message>
    <message>
        <source>past the key&apos;s retention nothing was resent: held, then looked up by its code, found and adopted</source>
        <translation>efter nøglens opbevaringstid blev intet sendt igen: tilbageholdt, derefter slået op via koden, fundet og overtaget</translation>
    </message>
    <message>
        <source>cannot start the sandbox target: %1</source>
        <translation>kan ikke starte sandkassemålet: %1</translation>
    </message>
</context>
<context>
    <name>rl::app::CallbackSender</name>
    <message>
        <source>caller %1: %2</source>
        <translation>kalder %1: %2</translation>
    </message>
    <message>
        <source>its callback is configured, but %1 (the address to send it to) is not set</source>
        <translation>dens tilbagemelding er konfigureret, men %1 (adressen den sendes til) er ikke sat</translation>
    </message>
    <message>
        <source>callbacks are signed: set %1 to a Standard Webhooks secret (whsec_…)</source>
        <translation>tilbagemeldinger signeres: sæt %1 til en Standard Webhooks-hemmelighed (whsec_…)</translation>
    </message>
    <message>
        <source>callbacks: the ledger could not be read: %1</source>
        <translation>tilbagemeldinger: protokollen kunne ikke læses: %1</translation>
    </message>
    <message>
        <source>callback %1 was delivered, but recording that failed: %2</source>
        <translation>tilbagemelding %1 blev leveret, men registreringen mislykkedes: %2</translation>
    </message>
    <message>
        <source>callback %1 delivered to caller %2: operation %3 is %4</source>
        <translation>tilbagemelding %1 leveret til kalder %2: operation %3 er %4</translation>
    </message>
    <message>
        <source>callback %1: recording the next try failed: %2</source>
        <translation>tilbagemelding %1: registrering af næste forsøg mislykkedes: %2</translation>
    </message>
    <message>
        <source>callback %1 to caller %2 not delivered (try %3: %4); next try in %5 s</source>
        <translation>tilbagemelding %1 til kalder %2 ikke leveret (forsøg %3: %4); næste forsøg om %5 s</translation>
    </message>
</context>
<context>
    <name>rl::app::Connector</name>
    <message>
        <source>no answer within %1 ms</source>
        <translation>intet svar inden for %1 ms</translation>
    </message>
    <message>
        <source>connected: the token is accepted (it may only send e-mails)</source>
        <translation>forbundet: tokenet accepteres (det må kun sende e-mails)</translation>
    </message>
    <message>
        <source>the target refused the token (HTTP %1)</source>
        <translation>målet afviste tokenet (HTTP %1)</translation>
    </message>
    <message>
        <source>connected: the token is accepted, and the target asks to slow down (HTTP 429)</source>
        <translation>forbundet: tokenet accepteres, og målet beder om at sætte farten ned (HTTP 429)</translation>
    </message>
    <message>
        <source>connected: a read-only call was answered (HTTP %1)</source>
        <translation>forbundet: et skrivebeskyttet kald blev besvaret (HTTP %1)</translation>
    </message>
    <message>
        <source>unexpected answer (HTTP %1): %2</source>
        <translation>uventet svar (HTTP %1): %2</translation>
    </message>
    <message>
        <source>this target offers no read-only call to test the connection with</source>
        <translation>dette mål har intet skrivebeskyttet kald til at teste forbindelsen med</translation>
    </message>
</context>
<context>
    <name>rl::app::HoldAlerter</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n timer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minut</numerusform>
            <numerusform>%n minutter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n sekund</numerusform>
            <numerusform>%n sekunder</numerusform>
        </translation>
    </message>
    <message>
        <source>alerts are configured, but %1 (the address to send them to) is not set</source>
        <translation>meldinger er sat op, men %1 (adressen de sendes til) er ikke sat</translation>
    </message>
    <message>
        <source>%1 must be an https address (http only to this machine)</source>
        <translation>%1 skal være en https-adresse (http kun til denne maskine)</translation>
    </message>
    <message>
        <source>%1 must be a Standard Webhooks secret (whsec_ followed by base64)</source>
        <translation>%1 skal være en Standard Webhooks-hemmelighed (whsec_ efterfulgt af base64)</translation>
    </message>
    <message>
        <source>standard alerts are signed: set %1 to a Standard Webhooks secret (whsec_…)</source>
        <translation>standardmeldinger er signerede: sæt %1 til en Standard Webhooks-hemmelighed (whsec_…)</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) held longer than %1 wait for a reviewer (%2). Open the review console to decide.</source>
        <translation>
            <numerusform>Runledger: %n operation, tilbageholdt i mere end %1, venter på en kontrollant (%2). Åbn gennemsynskonsollen for at beslutte.</numerusform>
            <numerusform>Runledger: %n operationer, tilbageholdt i mere end %1, venter på en kontrollant (%2). Åbn gennemsynskonsollen for at beslutte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Operations wait for a reviewer</source>
        <translation>Operationer venter på en kontrollant</translation>
    </message>
    <message>
        <source>Runledger: operations wait for a reviewer</source>
        <translation>Runledger: operationer venter på en kontrollant</translation>
    </message>
    <message>
        <source>hold alerts: the ledger could not be read: %1</source>
        <translation>meldinger: protokollen kunne ikke læses: %1</translation>
    </message>
    <message>
        <source>hold alert %1 was delivered, but recording that failed: %2</source>
        <translation>melding %1 blev leveret, men registreringen mislykkedes: %2</translation>
    </message>
    <message numerus="yes">
        <source>hold alert %1 delivered: %n operation(s) held too long</source>
        <translation>
            <numerusform>melding %1 leveret: %n operation tilbageholdt for længe</numerusform>
            <numerusform>melding %1 leveret: %n operationer tilbageholdt for længe</numerusform>
        </translation>
    </message>
    <message>
        <source>hold alert %1 not delivered (try %2: %3); next try in %4 s</source>
        <translation>melding %1 ikke leveret (forsøg %2: %3); næste forsøg om %4 s</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>hold alerts: the ledger could not be written: %1</source>
        <translation>meldinger: der kunne ikke skrives i protokollen: %1</translation>
    </message>
    <message>
        <source>hold alert %1: recording the next try failed: %2</source>
        <translation>melding %1: næste forsøg kunne ikke noteres: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 og %n mere</numerusform>
            <numerusform>%1 og %n mere</numerusform>
        </translation>
    </message>
    <message>
        <source>e-mail through the mail target %1</source>
        <translation>e-mail via mailmålet %1</translation>
    </message>
    <message>
        <source>e-mail alerts go through the mail target %1, which the configuration does not have</source>
        <translation>e-mailadvarsler går via mailmålet %1, som konfigurationen ikke har</translation>
    </message>
    <message>
        <source>e-mail alerts go through the mail target %1: set %2 to its token</source>
        <translation>e-mailadvarsler går via mailmålet %1: sæt %2 til dets token</translation>
    </message>
    <message>
        <source>Operations: %1</source>
        <translation>Operationer: %1</translation>
    </message>
    <message>
        <source>Held operations:</source>
        <translation>Tilbageholdte operationer:</translation>
    </message>
    <message>
        <source>- %1: %2, held since %3</source>
        <translation>- %1: %2, tilbageholdt siden %3</translation>
    </message>
    <message>
        <source>Alert %1, made %2.</source>
        <translation>Advarsel %1, oprettet %2.</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) wait for a reviewer</source>
        <translation>
            <numerusform>Runledger: %n operation venter på en kontrollant</numerusform>
            <numerusform>Runledger: %n operationer venter på en kontrollant</numerusform>
        </translation>
    </message>
    <message>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <source>Runledger: a customer asked for their data</source>
        <translation>Runledger: en kunde har bedt om sine data</translation>
    </message>
    <message>
        <source>Shopify asked, for a customer of %1, for everything Runledger holds on them (data request %2). The access export is ready in %3 on the machine that runs Runledger&apos;s service: hand it to the shop, which answers the customer.</source>
        <translation>Shopify har på vegne af en kunde hos %1 bedt om alt, hvad Runledger har om vedkommende (dataanmodning %2). Indsigtseksporten ligger klar i %3 på den maskine, der kører Runledgers tjeneste: giv den til butikken, som svarer kunden.</translation>
    </message>
    <message>
        <source>Notice %1, made %2.</source>
        <translation>Meddelelse %1, lavet %2.</translation>
    </message>
    <message>
        <source>data request notices: the ledger could not be read: %1</source>
        <translation>meddelelser om dataanmodninger: ledgeren kunne ikke læses: %1</translation>
    </message>
    <message>
        <source>data request notice %1 was delivered, but recording that failed: %2</source>
        <translation>meddelelse %1 om en dataanmodning blev leveret, men registreringen mislykkedes: %2</translation>
    </message>
    <message>
        <source>data request notice %1 delivered (shop %2)</source>
        <translation>meddelelse %1 om en dataanmodning leveret (butik %2)</translation>
    </message>
    <message>
        <source>data request notice %1: recording the next try failed: %2</source>
        <translation>meddelelse %1 om en dataanmodning: registrering af næste forsøg mislykkedes: %2</translation>
    </message>
    <message>
        <source>data request notice %1 not delivered (try %2: %3); next try in %4 s</source>
        <translation>meddelelse %1 om en dataanmodning ikke leveret (forsøg %2: %3); næste forsøg om %4 s</translation>
    </message>
</context>
<context>
    <name>rl::app::IntakeServer</name>
    <message>
        <source>not a JSON object</source>
        <translation>ikke et JSON-objekt</translation>
    </message>
    <message>
        <source>body_base64 is not valid base64</source>
        <translation>body_base64 er ikke gyldig base64</translation>
    </message>
</context>
<context>
    <name>rl::models</name>
    <message>
        <source>no difference</source>
        <translation>ingen forskel</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Til</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Emne</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Tekst</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beskrivelse</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Forfald</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>&lt;i&gt;This content cannot be shown: it is not in the step&apos;s format.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Dette indhold kan ikke vises: det har ikke trinnets format.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1: added “%2”</source>
        <translation>%1: tilføjet »%2«</translation>
    </message>
    <message>
        <source>%1: removed</source>
        <translation>%1: fjernet</translation>
    </message>
    <message>
        <source>Version %1: approved with the flow&apos;s configuration</source>
        <translation>Version %1: godkendt med flowets konfiguration</translation>
    </message>
    <message>
        <source>Version %1: not approved yet</source>
        <translation>Version %1: endnu ikke godkendt</translation>
    </message>
    <message>
        <source>Version %1: approved by %2 on %3</source>
        <translation>Version %1: godkendt af %2 den %3</translation>
    </message>
    <message>
        <source>Idempotency key: the unique reference Runledger gives this step. The target uses it to recognise a repeated request, and Runledger searches the target for it before anything is sent again.</source>
        <translation>Idempotensnøgle: den entydige reference, Runledger giver dette trin. Målet genkender en gentaget forespørgsel på den, og Runledger søger efter den hos målet, før noget sendes igen.</translation>
    </message>
    <message>
        <source>HTTP status: the target&apos;s answer code. 2xx: done (201: created); 4xx: refused; 5xx: the target had a problem (503: unavailable).</source>
        <translation>HTTP-status: målets svarkode. 2xx: udført (201: oprettet); 4xx: afvist; 5xx: målet havde et problem (503: ikke tilgængeligt).</translation>
    </message>
    <message>
        <source>SHA-256 of the content: any change to the text gives another fingerprint.</source>
        <translation>SHA-256 af indholdet: enhver ændring af teksten giver et andet fingeraftryk.</translation>
    </message>
    <message>
        <source>The record&apos;s own id at the target (the CRM task, the e-mail), once it is known.</source>
        <translation>Postens eget id hos målet (CRM-opgaven, e-mailen), når det kendes.</translation>
    </message>
    <message>
        <source>What the attempt&apos;s answer proves: done, refused before acting (nothing happened), or no clear answer (it may have happened).</source>
        <translation>Hvad forsøgets svar beviser: udført, afvist før handling (intet skete) eller intet klart svar (det er måske sket).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Changes from version %1:&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ændringer fra version %1:&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rl::models::AttemptsModel</name>
    <message>
        <source>Attempt</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Varighed</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fejl</translation>
    </message>
    <message>
        <source>%1 (attempt %2)</source>
        <translation>%1 (forsøg %2)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>i gang</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>intet svar</translation>
    </message>
    <message>
        <source>Answer code</source>
        <translation>Svarkode</translation>
    </message>
</context>
<context>
    <name>rl::models::ContentVersionsModel</name>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Godkendt af</translation>
    </message>
    <message>
        <source>Approved at</source>
        <translation>Godkendt</translation>
    </message>
    <message>
        <source>not approved</source>
        <translation>ikke godkendt</translation>
    </message>
    <message>
        <source>approved with the flow</source>
        <translation>godkendt med flowet</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingeraftryk</translation>
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
        <translation>Besluttet</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Bedømmer</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Beslutning</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begrundelse</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Reconcile</source>
        <translation>Afstem</translation>
    </message>
    <message>
        <source>Adopt record</source>
        <translation>Overtag post</translation>
    </message>
    <message>
        <source>Confirm not executed</source>
        <translation>Bekræft ikke udført</translation>
    </message>
    <message>
        <source>Approve retry</source>
        <translation>Godkend nyt forsøg</translation>
    </message>
    <message>
        <source>Approve content</source>
        <translation>Godkend indhold</translation>
    </message>
    <message>
        <source>New approved operation</source>
        <translation>Ny godkendt operation</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>Tildel</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Opgiv</translation>
    </message>
    <message>
        <source>Countersign</source>
        <translation>Kontrasigner</translation>
    </message>
    <message>
        <source>Turn down request</source>
        <translation>Afvis anmodning</translation>
    </message>
    <message>
        <source>Withdraw request</source>
        <translation>Træk anmodning tilbage</translation>
    </message>
    <message>
        <source>%1 (requested)</source>
        <translation>%1 (anmodet)</translation>
    </message>
    <message>
        <source>Erase personal data</source>
        <translation>Slet personoplysninger</translation>
    </message>
</context>
<context>
    <name>rl::models::EvidenceModel</name>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Observed at</source>
        <translation>Observeret</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumé</translation>
    </message>
    <message>
        <source>Target reference</source>
        <translation>Målreference</translation>
    </message>
    <message>
        <source>Lookup by reference</source>
        <translation>Opslag efter reference</translation>
    </message>
    <message>
        <source>Idempotent replay</source>
        <translation>Idempotent gentagelse</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>found</source>
        <translation>fundet</translation>
    </message>
    <message>
        <source>not there</source>
        <translation>findes ikke</translation>
    </message>
    <message>
        <source>more than one</source>
        <translation>mere end én</translation>
    </message>
    <message>
        <source>no clear answer</source>
        <translation>intet klart svar</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>lykkedes</translation>
    </message>
    <message>
        <source>refused before acting</source>
        <translation>afvist før udførelse</translation>
    </message>
    <message>
        <source>Confirming lookup</source>
        <translation>Bekræftende opslag</translation>
    </message>
    <message>
        <source>Delivery report</source>
        <translation>Leveringsrapport</translation>
    </message>
    <message>
        <source>Reviewer&apos;s check</source>
        <translation>Bedømmers kontrol</translation>
    </message>
</context>
<context>
    <name>rl::models::LedgerClient</name>
    <message>
        <source>The ledger is open read-only; nothing was recorded.</source>
        <translation>Protokollen er åbnet skrivebeskyttet; intet blev registreret.</translation>
    </message>
    <message>
        <source>The ledger is open read-only.</source>
        <translation>Ledgeren er åbnet skrivebeskyttet.</translation>
    </message>
    <message>
        <source>The ledger is open read-only; nothing was erased.</source>
        <translation>Ledgeren er åbnet skrivebeskyttet; intet blev slettet.</translation>
    </message>
    <message>
        <source>%1 — recorded as a request: an approver other than you countersigns it before anything is done</source>
        <translation>%1 — registreret som anmodning: en anden godkender end dig kontrasignerer den, før noget sker</translation>
    </message>
    <message>
        <source>%1 — recorded as a request: another reviewer countersigns it before anything is done</source>
        <translation>%1 — registreret som anmodning: en anden korrekturlæser kontrasignerer den, før noget sker</translation>
    </message>
</context>
<context>
    <name>rl::models::OperationsModel</name>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Intended action</source>
        <translation>Tilsigtet handling</translation>
    </message>
    <message>
        <source>Source event</source>
        <translation>Kildehændelse</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Open step</source>
        <translation>Åbent trin</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>Held since</source>
        <translation>Tilbageholdt siden</translation>
    </message>
    <message>
        <source>Responsible</source>
        <translation>Ansvarlig</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Næste beslutning</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Afventer godkendelse</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Kører</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Usikker</translation>
    </message>
    <message>
        <source>Held for review</source>
        <translation>Afventer gennemgang</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Fuldført</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Opgivet</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>ikke tildelt</translation>
    </message>
    <message>
        <source>Decide on step %1</source>
        <translation>Beslut om trin %1</translation>
    </message>
    <message>
        <source>Reconcile step %1</source>
        <translation>Afstem trin %1</translation>
    </message>
    <message>
        <source>Approve content of step %1</source>
        <translation>Godkend indholdet af trin %1</translation>
    </message>
    <message>
        <source>None (runner)</source>
        <translation>Ingen (runner)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>Sorted by creation order; click to reverse</source>
        <translation>Sorteret efter oprettelse; klik for at vende</translation>
    </message>
    <message>
        <source>This column does not sort</source>
        <translation>Denne kolonne sorterer ikke</translation>
    </message>
    <message>
        <source>Why held</source>
        <translation>Hvorfor tilbageholdt</translation>
    </message>
    <message>
        <source>No reason recorded</source>
        <translation>Ingen årsag registreret</translation>
    </message>
    <message>
        <source>No clear answer from the target</source>
        <translation>Intet klart svar fra målet</translation>
    </message>
    <message>
        <source>Several records match</source>
        <translation>Flere poster passer</translation>
    </message>
    <message>
        <source>Cannot be confirmed at the target</source>
        <translation>Kan ikke bekræftes hos målet</translation>
    </message>
    <message>
        <source>Key expired</source>
        <translation>Nøgle udløbet</translation>
    </message>
    <message>
        <source>Duplicate at the target</source>
        <translation>Dublet hos målet</translation>
    </message>
    <message>
        <source>Refused at every attempt</source>
        <translation>Afvist ved hvert forsøg</translation>
    </message>
    <message>
        <source>Not executed, retry to approve</source>
        <translation>Ikke udført, gentagelse skal godkendes</translation>
    </message>
    <message numerus="yes">
        <source>May still act for %n more minute(s), until %1</source>
        <translation>
            <numerusform>Kan stadig virke i %n minut, indtil %1</numerusform>
            <numerusform>Kan stadig virke i %n minutter, indtil %1</numerusform>
        </translation>
    </message>
    <message>
        <source>May still act until %1</source>
        <translation>Kan stadig virke indtil %1</translation>
    </message>
    <message numerus="yes">
        <source>Refused %n time(s)</source>
        <translation>
            <numerusform>Afvist %n gang</numerusform>
            <numerusform>Afvist %n gange</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for content approval</source>
        <translation>Venter på godkendelse af indhold</translation>
    </message>
    <message>
        <source>Outcome unknown, being looked up</source>
        <translation>Udfald ukendt, slås op</translation>
    </message>
    <message>
        <source>Remove the extra records at the target, then reconcile</source>
        <translation>Fjern de ekstra poster hos målet, og afstem derefter</translation>
    </message>
    <message>
        <source>Approve a retry of step %1</source>
        <translation>Godkend gentagelse af trin %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Content cannot be sent</source>
        <translation>Indhold kan ikke sendes</translation>
    </message>
    <message>
        <source>Edit the content: new approved operation</source>
        <translation>Ret indholdet: ny godkendt operation</translation>
    </message>
    <message>
        <source>Adopt its record or confirm step %1 not executed</source>
        <translation>Overtag posten, eller bekræft, at trin %1 ikke blev udført</translation>
    </message>
    <message>
        <source>Ready at %1: adopt its record or confirm step %2 not executed</source>
        <translation>Klar kl. %1: overtag posten, eller bekræft, at trin %2 ikke blev udført</translation>
    </message>
    <message>
        <source>Ready at %1: reconcile step %2</source>
        <translation>Klar kl. %1: afstem trin %2</translation>
    </message>
</context>
<context>
    <name>rl::models::ProbesModel</name>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Last probe</source>
        <translation>Seneste kontrol</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Erklæret</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Observeret</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Vurdering</translation>
    </message>
    <message>
        <source>never probed</source>
        <translation>aldrig kontrolleret</translation>
    </message>
    <message>
        <source>could not probe</source>
        <translation>kunne ikke kontrollere</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Ikke kontrolleret</translation>
    </message>
    <message>
        <source>Profile contradicts the target</source>
        <translation>Profilen modsiger målet</translation>
    </message>
    <message>
        <source>Profile holds</source>
        <translation>Profilen holder</translation>
    </message>
</context>
<context>
    <name>rl::models::StepsModel</name>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Target reference</source>
        <translation>Målreference</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>CRM task</source>
        <translation>CRM-opgave</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Afventer godkendelse</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Kører</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Usikker</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bekræftet</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Opgivet</translation>
    </message>
    <message>
        <source>Held: several records match</source>
        <translation>Tilbageholdt: flere poster passer</translation>
    </message>
    <message>
        <source>Held: target cannot confirm</source>
        <translation>Tilbageholdt: målet kan ikke bekræfte</translation>
    </message>
    <message>
        <source>Held: key expired, no evidence</source>
        <translation>Tilbageholdt: nøgle udløbet, intet bevis</translation>
    </message>
    <message>
        <source>Held: attempts used up (not executed)</source>
        <translation>Tilbageholdt: forsøg brugt op (ikke udført)</translation>
    </message>
    <message>
        <source>Held: confirmed not executed</source>
        <translation>Tilbageholdt: bekræftet ikke udført</translation>
    </message>
    <message>
        <source>Held: no clear evidence</source>
        <translation>Tilbageholdt: intet klart bevis</translation>
    </message>
    <message>
        <source>Waiting for step %1</source>
        <translation>Venter på trin %1</translation>
    </message>
    <message>
        <source>%1 (target has no idempotent create)</source>
        <translation>%1 (målet har ingen idempotent oprettelse)</translation>
    </message>
    <message>
        <source>%1 (not sent yet)</source>
        <translation>%1 (ikke sendt endnu)</translation>
    </message>
    <message>
        <source>%1 (protected until %2)</source>
        <translation>%1 (beskyttet indtil %2)</translation>
    </message>
    <message>
        <source>%1 (key expired)</source>
        <translation>%1 (nøgle udløbet)</translation>
    </message>
    <message>
        <source>Held: duplicate at the target</source>
        <translation>Tilbageholdt: dublet hos målet</translation>
    </message>
    <message>
        <source>Confirmed, checked by a lookup</source>
        <translation>Bekræftet, kontrolleret ved et opslag</translation>
    </message>
    <message>
        <source>Confirmed, lookup check pending</source>
        <translation>Bekræftet, kontrol ved opslag afventer</translation>
    </message>
    <message>
        <source>Confirmed by the target&apos;s replay</source>
        <translation>Bekræftet af målets genafspilning</translation>
    </message>
    <message>
        <source>Confirmed, but a lookup did not find it</source>
        <translation>Bekræftet, men et opslag fandt det ikke</translation>
    </message>
    <message>
        <source>Confirmed, lookup check failed</source>
        <translation>Bekræftet, kontrol ved opslag mislykkedes</translation>
    </message>
    <message>
        <source>Confirmed, not checked by a lookup</source>
        <translation>Bekræftet, ikke kontrolleret ved et opslag</translation>
    </message>
    <message>
        <source>Confirmed, delivered</source>
        <translation>Bekræftet, leveret</translation>
    </message>
    <message>
        <source>Confirmed, bounced (never resent automatically)</source>
        <translation>Bekræftet, afvist (sendes aldrig automatisk igen)</translation>
    </message>
    <message>
        <source>Confirmed, sent by the mail service</source>
        <translation>Bekræftet, sendt af mailtjenesten</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Reference</translation>
    </message>
    <message>
        <source>Confirmed, delivery delayed (the mail service is still trying)</source>
        <translation>Bekræftet, levering forsinket (mailtjenesten prøver stadig)</translation>
    </message>
    <message>
        <source>Confirmed, but the mail service failed to send it (never resent automatically)</source>
        <translation>Bekræftet, men mailtjenesten kunne ikke sende den (sendes aldrig automatisk igen)</translation>
    </message>
    <message>
        <source>Confirmed, but the mail service suppressed it: the address is on its suppression list (never resent automatically)</source>
        <translation>Bekræftet, men mailtjenesten undertrykte den: adressen står på spærrelisten (sendes aldrig automatisk igen)</translation>
    </message>
    <message>
        <source>Held: content cannot be sent (never sent)</source>
        <translation>Tilbageholdt: indhold kan ikke sendes (aldrig sendt)</translation>
    </message>
    <message>
        <source>Voucher</source>
        <translation>Rabatkode</translation>
    </message>
    <message>
        <source>Confirmed, delivered, then marked as spam by the recipient</source>
        <translation>Bekræftet, leveret, derefter markeret som spam af modtageren</translation>
    </message>
</context>
<context>
    <name>rl::models::TimelineModel</name>
    <message>
        <source>When</source>
        <translation>Hvornår</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Hvad</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Hvad der skete</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Hændelse</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Levering</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Beviser</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Indhold</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Beslutning</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 sent the event.</source>
        <translation>%1 sendte hændelsen.</translation>
    </message>
    <message>
        <source>%1 sent the event “%2”.</source>
        <translation>%1 sendte hændelsen »%2«.</translation>
    </message>
    <message>
        <source>Event id: %1</source>
        <translation>Hændelses-id: %1</translation>
    </message>
    <message>
        <source>Received the event (delivery %1).</source>
        <translation>Hændelsen modtaget (levering %1).</translation>
    </message>
    <message>
        <source>Received the same event again (delivery %1): nothing new was started.</source>
        <translation>Den samme hændelse modtaget igen (levering %1): intet nyt blev startet.</translation>
    </message>
    <message>
        <source>Delivery id: %1</source>
        <translation>Leverings-id: %1</translation>
    </message>
    <message>
        <source>Operation started for the flow “%1”.</source>
        <translation>Operation startet for flowet »%1«.</translation>
    </message>
    <message>
        <source>Operation started by a reviewer in place of operation %1.</source>
        <translation>Operation startet af en kontrollør i stedet for operation %1.</translation>
    </message>
    <message>
        <source>Operation id: %1</source>
        <translation>Operations-id: %1</translation>
    </message>
    <message>
        <source>%1 wrote version %2 of the content.</source>
        <translation>%1 skrev version %2 af indholdet.</translation>
    </message>
    <message>
        <source>Version %1 of the content is the one approved in the flow&apos;s configuration.</source>
        <translation>Version %1 af indholdet er den, der er godkendt i flowets konfiguration.</translation>
    </message>
    <message>
        <source>%1 approved version %2 of the content.</source>
        <translation>%1 godkendte version %2 af indholdet.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the mail service to send the e-mail.</source>
        <translation>Forsøg %1 bad maildiensten om at sende e-mailen.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the CRM to create the task.</source>
        <translation>Forsøg %1 bad CRM-systemet om at oprette opgaven.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the target to act.</source>
        <translation>Forsøg %1 bad målet om at handle.</translation>
    </message>
    <message>
        <source>Attempt id: %1</source>
        <translation>Forsøgs-id: %1</translation>
    </message>
    <message>
        <source>Attempt %1: the target confirmed it.</source>
        <translation>Forsøg %1: målet bekræftede det.</translation>
    </message>
    <message>
        <source>Attempt %1: the target refused before acting.</source>
        <translation>Forsøg %1: målet afviste, før det handlede.</translation>
    </message>
    <message>
        <source>Attempt %1: no clear answer; the target may or may not have acted.</source>
        <translation>Forsøg %1: intet klart svar; målet har måske handlet, måske ikke.</translation>
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
        <translation>Referencen slået op hos målet: %1.</translation>
    </message>
    <message>
        <source>The target answered with its stored earlier answer: %1.</source>
        <translation>Målet svarede med sit gemte tidligere svar: %1.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail delivered.</source>
        <translation>Maildiensten meldte e-mailen leveret.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail bounced.</source>
        <translation>Maildiensten meldte e-mailen afvist.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail marked as spam.</source>
        <translation>Maildiensten meldte e-mailen markeret som spam.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail sent.</source>
        <translation>Maildiensten meldte e-mailen sendt.</translation>
    </message>
    <message>
        <source>The target holds more than one record for the reference.</source>
        <translation>Målet har mere end én post for referencen.</translation>
    </message>
    <message>
        <source>The target answered: %1.</source>
        <translation>Målet svarede: %1.</translation>
    </message>
    <message>
        <source>%1 decided: %2.</source>
        <translation>%1 besluttede: %2.</translation>
    </message>
    <message>
        <source>%1 decided: %2. “%3”</source>
        <translation>%1 besluttede: %2. »%3«</translation>
    </message>
    <message>
        <source>Ledger entry %1 (%2)</source>
        <translation>Protokolpost %1 (%2)</translation>
    </message>
    <message>
        <source>Held for a reviewer to decide.</source>
        <translation>Holdt tilbage, til en kontrollør beslutter.</translation>
    </message>
    <message>
        <source>The operation was abandoned.</source>
        <translation>Operationen blev opgivet.</translation>
    </message>
    <message>
        <source>The operation completed.</source>
        <translation>Operationen er fuldført.</translation>
    </message>
    <message>
        <source>Replaced by operation %1.</source>
        <translation>Erstattet af operation %1.</translation>
    </message>
    <message>
        <source> Record %1 at the target is the step&apos;s effect.</source>
        <translation> Post %1 hos målet er trinnets virkning.</translation>
    </message>
    <message>
        <source> Content version %1 approved.</source>
        <translation> Indholdsversion %1 godkendt.</translation>
    </message>
    <message>
        <source> New operation %1.</source>
        <translation> Ny operation %1.</translation>
    </message>
    <message>
        <source> Assigned to %1.</source>
        <translation> Tildelt %1.</translation>
    </message>
    <message>
        <source>Held for a reviewer to decide: %1.</source>
        <translation>Tilbageholdt til en kontrollant: %1.</translation>
    </message>
    <message>
        <source>The hold ended with ledger entry %1.</source>
        <translation>Tilbageholdelsen endte med protokolpost %1.</translation>
    </message>
    <message>
        <source>The hold ended.</source>
        <translation>Tilbageholdelsen endte.</translation>
    </message>
    <message>
        <source>%1 asked a second reviewer to countersign: %2. “%3”</source>
        <translation>%1 bad en anden bedømmer om kontrasignatur: %2. “%3”</translation>
    </message>
    <message>
        <source>Ledger entry %1 (%2, a request)</source>
        <translation>Protokolpost %1 (%2, en anmodning)</translation>
    </message>
    <message>
        <source> The request was %1&apos;s: %2.</source>
        <translation> Anmodningen var fra %1: %2.</translation>
    </message>
    <message>
        <source>The mail service reported the delivery delayed; it is still trying.</source>
        <translation>Mailtjenesten meldte leveringen forsinket; den prøver stadig.</translation>
    </message>
    <message>
        <source>The mail service reported that it failed to send the e-mail.</source>
        <translation>Mailtjenesten meldte, at den ikke kunne sende e-mailen.</translation>
    </message>
    <message>
        <source>The mail service suppressed the e-mail: the address is on its suppression list.</source>
        <translation>Mailtjenesten undertrykte e-mailen: adressen står på spærrelisten.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the shop to create the voucher.</source>
        <translation>Forsøg %1 bad butikken om at oprette rabatkoden.</translation>
    </message>
    <message>
        <source>The mail service noted something about the e-mail that is no delivery failure: %1.</source>
        <translation>Mailtjenesten har noteret noget om e-mailen, som ikke er en leveringsfejl: %1.</translation>
    </message>
</context>
<context>
    <name>rl::ui::AcceptanceDialog</name>
    <message>
        <source>Run acceptance test</source>
        <translation>Kør accepttest</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Mål:</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Bedømmer</translation>
    </message>
    <message>
        <source>&amp;Reviewer:</source>
        <translation>&amp;Bedømmer:</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Tilfælde</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Effects (expected / observed)</source>
        <translation>Effekter (forventet / observeret)</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Hvorfor</translation>
    </message>
    <message>
        <source>Acceptance results</source>
        <translation>Accepttestresultater</translation>
    </message>
    <message>
        <source>Report preview</source>
        <translation>Forhåndsvisning af rapport</translation>
    </message>
    <message>
        <source>&amp;Run the six cases</source>
        <translation>&amp;Kør de seks tilfælde</translation>
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
        <translation>Eksportér %1…</translation>
    </message>
    <message>
        <source>Reviewer needed</source>
        <translation>Bedømmer påkrævet</translation>
    </message>
    <message>
        <source>The report names who ran it: enter your name first.</source>
        <translation>Rapporten nævner, hvem der kørte den: indtast først dit navn.</translation>
    </message>
    <message>
        <source>Running the acceptance cases…</source>
        <translation>Accepttesttilfældene køres…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Case %1 of %2: %3</source>
        <translation>Tilfælde %1 af %2: %3</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestået</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEJLET</translation>
    </message>
    <message>
        <source>CRM %1 / %2 · e-mail %3 / %4</source>
        <translation>CRM %1 / %2 · e-mail %3 / %4</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksport mislykkedes</translation>
    </message>
    <message>
        <source>Export acceptance report</source>
        <translation>Eksportér accepttestrapport</translation>
    </message>
    <message>
        <source>Export saved</source>
        <translation>Eksport gemt</translation>
    </message>
    <message>
        <source>Saved to %1. &lt;a href=&quot;%2&quot;&gt;Open folder&lt;/a&gt;</source>
        <translation>Gemt i %1. &lt;a href=&quot;%2&quot;&gt;Åbn mappe&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Cancelling after the case under way…</source>
        <translation>Annullerer efter det igangværende tilfælde …</translation>
    </message>
    <message>
        <source>Built-in simulation (faults made on purpose, every effect counted)</source>
        <translation>Indbygget simulering (fejl med vilje, hver virkning talt)</translation>
    </message>
    <message>
        <source>Configured targets</source>
        <translation>Konfigurerede mål</translation>
    </message>
    <message>
        <source>Configured targets: %1 and %2</source>
        <translation>Konfigurerede mål: %1 og %2</translation>
    </message>
    <message>
        <source>The console&apos;s configuration has no CRM and mail target to run against. Choose one with File → Configuration….</source>
        <translation>Konsollens konfiguration har intet CRM- og mailmål at køre mod. Vælg en under Filer → Konfiguration….</translation>
    </message>
    <message>
        <source>Runs the cases that need no fault made on purpose and counts the effects by looking them up; use staging accounts, since real tasks and e-mails are created.</source>
        <translation>Kører de tilfælde, der ikke kræver en fejl med vilje, og tæller virkningerne ved opslag; brug testkonti, da der oprettes rigtige opgaver og e-mails.</translation>
    </message>
</context>
<context>
    <name>rl::ui::ConfigurationDialog</name>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Tjeneste</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
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
            <numerusform>%1 (%n trin)</numerusform>
            <numerusform>%1 (%n trin)</numerusform>
        </translation>
    </message>
    <message>
        <source>No flows.</source>
        <translation>Ingen flows.</translation>
    </message>
    <message>
        <source>Flows: %1.</source>
        <translation>Flows: %1.</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Targets and flows</source>
        <translation>Mål og flows</translation>
    </message>
    <message>
        <source>Use a configuration &amp;file…</source>
        <translation>Brug en konfigurations&amp;fil…</translation>
    </message>
    <message>
        <source>Use the &amp;ledger&apos;s own</source>
        <translation>Brug &amp;protokollens egen</translation>
    </message>
    <message>
        <source>Use a configuration file</source>
        <translation>Brug en konfigurationsfil</translation>
    </message>
    <message>
        <source>Configurations (*.json)</source>
        <translation>Konfigurationer (*.json)</translation>
    </message>
    <message>
        <source>Cannot use this configuration</source>
        <translation>Denne konfiguration kan ikke bruges</translation>
    </message>
    <message>
        <source>In use: the ledger&apos;s own configuration</source>
        <translation>I brug: protokollens egen konfiguration</translation>
    </message>
    <message>
        <source>In use: %1</source>
        <translation>I brug: %1</translation>
    </message>
    <message>
        <source>None: the ledger records no configuration, so steps cannot be looked up.</source>
        <translation>Ingen: protokollen registrerer ingen konfiguration, så trin kan ikke slås op.</translation>
    </message>
    <message>
        <source>Recorded in the ledger</source>
        <translation>Registreret i protokollen</translation>
    </message>
    <message>
        <source>A step is looked up only where it was sent: where an address here differs, its lookup is refused and says so.</source>
        <translation>Et trin slås kun op, hvor det blev sendt hen: hvor en adresse her afviger, afvises opslaget med en begrundelse.</translation>
    </message>
</context>
<context>
    <name>rl::ui::DashboardWindow</name>
    <message>
        <source>Last hour (per minute)</source>
        <translation>Seneste time (pr. minut)</translation>
    </message>
    <message>
        <source>Last 24 hours (per hour)</source>
        <translation>Seneste 24 timer (pr. time)</translation>
    </message>
    <message>
        <source>Last 7 days (per day)</source>
        <translation>Seneste 7 dage (pr. dag)</translation>
    </message>
    <message>
        <source>Last 30 days (per day)</source>
        <translation>Seneste 30 dage (pr. dag)</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message>
        <source>&amp;Export numbers as CSV…</source>
        <translation>&amp;Eksportér tal som CSV…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Opdater</translation>
    </message>
    <message>
        <source>Events, attempts and confirmed effects</source>
        <translation>Hændelser, forsøg og bekræftede effekter</translation>
    </message>
    <message>
        <source>Unresolved (held) operations</source>
        <translation>Uafklarede (tilbageholdte) operationer</translation>
    </message>
    <message>
        <source>Operator time to recovery</source>
        <translation>Operatørens tid til genopretning</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Periode:</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Hændelser</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>Confirmed effects</source>
        <translation>Bekræftede effekter</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ingen endnu</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>count</source>
        <translation>antal</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>operationer</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>90th percentile</source>
        <translation>90. percentil</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutter</translation>
    </message>
    <message>
        <source>Export dashboard numbers</source>
        <translation>Eksportér oversigtens tal</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksport mislykkedes</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>The numbers could not be read: %1</source>
        <translation>Tallene kunne ikke læses: %1</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>Oversigt</translation>
    </message>
    <message>
        <source>nothing arrived or ran in this period</source>
        <translation>intet ankom eller kørte i denne periode</translation>
    </message>
    <message>
        <source>nothing was held in this period</source>
        <translation>intet blev tilbageholdt i denne periode</translation>
    </message>
    <message>
        <source>no held operation was resolved in this period</source>
        <translation>ingen tilbageholdt operation blev løst i denne periode</translation>
    </message>
    <message>
        <source>Held in the interval</source>
        <translation>Tilbageholdt i intervallet</translation>
    </message>
    <message>
        <source>Held at its end</source>
        <translation>Tilbageholdt ved slutningen</translation>
    </message>
    <message>
        <source>In this period: %1 · %2 · %3 · %4. Now: %5; %6; operator time to recovery median %7, 90th percentile %8 (%9).</source>
        <translation>I denne periode: %1 · %2 · %3 · %4. Nu: %5; %6; tid til genopretning median %7, 90. percentil %8 (%9).</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n hændelse</numerusform>
            <numerusform>%n hændelser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n delivery(-ies)</source>
        <translation>
            <numerusform>%n levering</numerusform>
            <numerusform>%n leveringer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n forsøg</numerusform>
            <numerusform>%n forsøg</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n confirmed external effect(s)</source>
        <translation>
            <numerusform>%n bekræftet ekstern effekt</numerusform>
            <numerusform>%n bekræftede eksterne effekter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s) found at the target</source>
        <translation>
            <numerusform>%n dublet fundet hos målet</numerusform>
            <numerusform>%n dubletter fundet hos målet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unresolved operation(s)</source>
        <translation>
            <numerusform>%n uafklaret operation</numerusform>
            <numerusform>%n uafklarede operationer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recovery(-ies)</source>
        <translation>
            <numerusform>%n genopretning</numerusform>
            <numerusform>%n genopretninger</numerusform>
        </translation>
    </message>
    <message>
        <source>E-mails now: %1 delivered, %2 delayed, %3 bounced, %4 failed or suppressed.</source>
        <translation>E-mails nu: %1 leveret, %2 forsinket, %3 afvist, %4 mislykket eller undertrykt.</translation>
    </message>
</context>
<context>
    <name>rl::ui::DecisionDialog</name>
    <message>
        <source>Reconcile with the target</source>
        <translation>Afstem med målet</translation>
    </message>
    <message>
        <source>Adopt the target&apos;s record</source>
        <translation>Overtag målets post</translation>
    </message>
    <message>
        <source>Confirm not executed</source>
        <translation>Bekræft ikke udført</translation>
    </message>
    <message>
        <source>Approve retry of the open step</source>
        <translation>Godkend nyt forsøg af det åbne trin</translation>
    </message>
    <message>
        <source>Approve content version</source>
        <translation>Godkend indholdsversion</translation>
    </message>
    <message>
        <source>Start a new approved operation</source>
        <translation>Start en ny godkendt operation</translation>
    </message>
    <message>
        <source>Assign to a reviewer</source>
        <translation>Tildel til en bedømmer</translation>
    </message>
    <message>
        <source>Abandon the operation</source>
        <translation>Opgiv operationen</translation>
    </message>
    <message>
        <source>&amp;Reconcile…</source>
        <translation>&amp;Afstem…</translation>
    </message>
    <message>
        <source>A&amp;dopt record…</source>
        <translation>&amp;Overtag post…</translation>
    </message>
    <message>
        <source>Confirm &amp;not executed…</source>
        <translation>Bekræft &amp;ikke udført…</translation>
    </message>
    <message>
        <source>Approve re&amp;try…</source>
        <translation>Godkend &amp;nyt forsøg…</translation>
    </message>
    <message>
        <source>Approve &amp;content…</source>
        <translation>Godkend &amp;indhold…</translation>
    </message>
    <message>
        <source>New appro&amp;ved operation…</source>
        <translation>Ny &amp;godkendt operation…</translation>
    </message>
    <message>
        <source>Assi&amp;gn…</source>
        <translation>&amp;Tildel…</translation>
    </message>
    <message>
        <source>A&amp;bandon…</source>
        <translation>&amp;Opgiv…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Operation %1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;br&gt;&lt;b&gt;This decision:&lt;/b&gt; %3&lt;br&gt;It is recorded in the ledger with your name, %4, and cannot be changed afterwards.</source>
        <translation>&lt;b&gt;Operation %1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;br&gt;&lt;b&gt;Denne beslutning:&lt;/b&gt; %3&lt;br&gt;Den registreres i protokollen med dit navn, %4, og kan ikke ændres bagefter.</translation>
    </message>
    <message>
        <source>for example task_000123</source>
        <translation>for eksempel task_000123</translation>
    </message>
    <message>
        <source>reviewer&apos;s name</source>
        <translation>bedømmerens navn</translation>
    </message>
    <message>
        <source>Target record &amp;id:</source>
        <translation>Målpostens &amp;id:</translation>
    </message>
    <message>
        <source>Assign &amp;to:</source>
        <translation>Tildel &amp;til:</translation>
    </message>
    <message>
        <source>Content &amp;version:</source>
        <translation>Indholds&amp;version:</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begrundelse</translation>
    </message>
    <message>
        <source>&amp;Rationale:</source>
        <translation>&amp;Begrundelse:</translation>
    </message>
    <message>
        <source>Record decision</source>
        <translation>Registrér beslutning</translation>
    </message>
    <message>
        <source>Every decision needs a rationale.</source>
        <translation>Enhver beslutning kræver en begrundelse.</translation>
    </message>
    <message>
        <source>The target says just now: %1</source>
        <translation>Målet siger lige nu: %1</translation>
    </message>
    <message>
        <source>Lookup:</source>
        <translation>Opslag:</translation>
    </message>
    <message>
        <source>Nothing recorded suggests that the step ran.</source>
        <translation>Intet registreret tyder på, at trinnet kørte.</translation>
    </message>
    <message>
        <source>What suggests it may have run:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>Hvad der tyder på, at det kan være kørt:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>Beviser:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>Modtager:</translation>
    </message>
    <message>
        <source>Subject:</source>
        <translation>Emne:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Tekst:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Content of the open step (edited content needs its own approval):</source>
        <translation>Indholdet af det åbne trin (redigeret indhold kræver sin egen godkendelse):</translation>
    </message>
    <message>
        <source>Name the reviewer who becomes responsible.</source>
        <translation>Angiv den bedømmer, der bliver ansvarlig.</translation>
    </message>
    <message>
        <source>Name the target&apos;s record to adopt.</source>
        <translation>Angiv den post fra målet, der skal overtages.</translation>
    </message>
    <message>
        <source>The target did not return %1 for this step&apos;s reference.</source>
        <translation>Målet returnerede ikke %1 for dette trins reference.</translation>
    </message>
    <message>
        <source>Confirm that you checked the target.</source>
        <translation>Bekræft, at du har kontrolleret målet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 → %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 → %3</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Cannot be sent: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;Kan ikke sendes: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>The content cannot be sent: %1</source>
        <translation>Indholdet kan ikke sendes: %1</translation>
    </message>
    <message>
        <source>Unchanged: the new operation sends the same content under a new reference.</source>
        <translation>Uændret: den nye operation sender samme indhold under en ny reference.</translation>
    </message>
    <message>
        <source>Changes (need their own approval):&lt;br&gt;%1</source>
        <translation>Ændringer (kræver deres egen godkendelse):&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>Why this record? For example: found the task for this order in the CRM.</source>
        <translation>Hvorfor denne post? For eksempel: fandt opgaven for denne ordre i CRM&apos;et.</translation>
    </message>
    <message>
        <source>How did you check? For example: searched the CRM by the key, no task for this order.</source>
        <translation>Hvordan kontrollerede du? For eksempel: søgte i CRM&apos;et efter nøglen, ingen opgave for denne ordre.</translation>
    </message>
    <message>
        <source>Why retry now? For example: the CRM was down for maintenance and is back.</source>
        <translation>Hvorfor prøve igen nu? For eksempel: CRM&apos;et var nede pga. vedligehold og er tilbage.</translation>
    </message>
    <message>
        <source>Why is it right? For example: read the e-mail, the discount and the name are correct.</source>
        <translation>Hvorfor er den rigtig? For eksempel: læste e-mailen, rabatten og navnet er korrekte.</translation>
    </message>
    <message>
        <source>Why start again? For example: the subject had a typo.</source>
        <translation>Hvorfor starte forfra? For eksempel: emnet havde en tastefejl.</translation>
    </message>
    <message>
        <source>Why hand it over? For example: Alex owns this campaign.</source>
        <translation>Hvorfor overdrage? For eksempel: Alex ejer denne kampagne.</translation>
    </message>
    <message>
        <source>Why stop? For example: the customer cancelled the order.</source>
        <translation>Hvorfor stoppe? For eksempel: kunden har annulleret ordren.</translation>
    </message>
    <message>
        <source>Optional (it only looks): why look again? For example: the CRM&apos;s search should have caught up by now.</source>
        <translation>Valgfrit (der kigges kun): hvorfor kigge igen? For eksempel: CRM&apos;ets søgning burde have indhentet det nu.</translation>
    </message>
    <message>
        <source>Versions:</source>
        <translation>Versioner:</translation>
    </message>
    <message>
        <source>The content as the recipient will see it</source>
        <translation>Indholdet, som modtageren vil se det</translation>
    </message>
    <message>
        <source>As the recipient
will see it:</source>
        <translation>Som modtageren
vil se det:</translation>
    </message>
    <message>
        <source>&lt;i&gt;Version %1 is not known.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Version %1 er ukendt.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Why the decision was not recorded</source>
        <translation>Hvorfor beslutningen ikke blev registreret</translation>
    </message>
    <message>
        <source>Recording…</source>
        <translation>Registrerer…</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Ikke registreret: %1</translation>
    </message>
    <message>
        <source>Discard this decision?</source>
        <translation>Kassér denne beslutning?</translation>
    </message>
    <message>
        <source>What you typed is not recorded and will be lost.</source>
        <translation>Det, du har skrevet, er ikke registreret og går tabt.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Kassér</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Fortsæt redigering</translation>
    </message>
    <message>
        <source>&amp;Then send the step again (with the same reference; nothing else is repeated)</source>
        <translation>&amp;Send derefter trinnet igen (med samme reference; intet andet gentages)</translation>
    </message>
    <message>
        <source>Countersign the request</source>
        <translation>Kontrasigner anmodningen</translation>
    </message>
    <message>
        <source>Turn the request down</source>
        <translation>Afvis anmodningen</translation>
    </message>
    <message>
        <source>Withdraw your request</source>
        <translation>Træk din anmodning tilbage</translation>
    </message>
    <message>
        <source>C&amp;ountersign…</source>
        <translation>Kontras&amp;ignér…</translation>
    </message>
    <message>
        <source>T&amp;urn down…</source>
        <translation>Af&amp;vis…</translation>
    </message>
    <message>
        <source>&amp;Withdraw request…</source>
        <translation>&amp;Træk anmodning tilbage…</translation>
    </message>
    <message>
        <source>What did you check? For example: the CRM was back, no task for this order yet.</source>
        <translation>Hvad har du kontrolleret? For eksempel: CRM-systemet svarer igen, ingen opgave for denne ordre endnu.</translation>
    </message>
    <message>
        <source>Why not? For example: the task exists in the CRM under another subject.</source>
        <translation>Hvorfor ikke? For eksempel: opgaven findes i CRM-systemet under et andet emne.</translation>
    </message>
    <message>
        <source>Why withdraw? For example: found the task in the CRM after all.</source>
        <translation>Hvorfor trække tilbage? For eksempel: fandt alligevel opgaven i CRM-systemet.</translation>
    </message>
    <message>
        <source>&amp;I checked the target: it holds no record of this step.</source>
        <translation>&amp;Jeg har kontrolleret målet: det har ingen post for dette trin.</translation>
    </message>
    <message>
        <source>The target holds:</source>
        <translation>Målet har:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; Agree with them before you decide: the first decision recorded wins, and yours may then be refused.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Aftal det, før du beslutter: Den beslutning, der registreres først, gælder, og din kan så blive afvist.</translation>
    </message>
    <message>
        <source>Another reviewer is looking at this operation</source>
        <translation>En anden korrekturlæser ser på denne operation</translation>
    </message>
    <message>
        <source>Erase a customer&apos;s personal data</source>
        <translation>Slet en kundes personoplysninger</translation>
    </message>
    <message>
        <source>&amp;Erase personal data…</source>
        <translation>&amp;Slet personoplysninger…</translation>
    </message>
    <message>
        <source>Which request? For example: erasure request received by support, ticket 4711 (never the customer&apos;s name or address).</source>
        <translation>Hvilken anmodning? For eksempel: sletteanmodning modtaget af support, sag 4711 (aldrig kundens navn eller adresse).</translation>
    </message>
    <message>
        <source>The request:</source>
        <translation>Anmodningen:</translation>
    </message>
    <message>
        <source>Target record id</source>
        <translation>Målpostens id</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>Slå &amp;op igen</translation>
    </message>
    <message>
        <source>Look the step up at the target again by its reference (read-only); what you typed is kept.</source>
        <translation>Slå trinnet op hos målet igen efter dets reference (kun læsning); det, du har skrevet, bevares.</translation>
    </message>
    <message>
        <source>Looking the step up at the target…</source>
        <translation>Trinnet slås op hos målet…</translation>
    </message>
    <message>
        <source>Could not look again: %1 (the target&apos;s last answer: %2)</source>
        <translation>Kunne ikke slå op igen: %1 (målets seneste svar: %2)</translation>
    </message>
    <message numerus="yes">
        <source>The target holds %n records under this step&apos;s reference: choose the step&apos;s own to adopt.</source>
        <translation>
            <numerusform>Målet har %n post under dette trins reference: vælg trinnets egen for at overtage den.</numerusform>
            <numerusform>Målet har %n poster under dette trins reference: vælg trinnets egen for at overtage den.</numerusform>
        </translation>
    </message>
    <message>
        <source>Adopt %1</source>
        <translation>Overtag %1</translation>
    </message>
</context>
<context>
    <name>rl::ui::Desktop</name>
    <message>
        <source>Clear</source>
        <translation>Ryd</translation>
    </message>
    <message>
        <source>Empties this field</source>
        <translation>Tømmer dette felt</translation>
    </message>
</context>
<context>
    <name>rl::ui::EraseDialog</name>
    <message>
        <source>Erase a customer&apos;s data</source>
        <translation>Slet en kundes data</translation>
    </message>
    <message>
        <source>The ledger is open read-only: nothing can be erased.</source>
        <translation>Ledgeren er åbnet skrivebeskyttet: intet kan slettes.</translation>
    </message>
    <message>
        <source>On this team ledger only an approver erases a customer&apos;s data; your login is not one.</source>
        <translation>I denne team-ledger sletter kun en godkender en kundes data; dit login er ikke en.</translation>
    </message>
    <message>
        <source>Set who you are first (File → Set reviewer): every erasure names a person.</source>
        <translation>Angiv først, hvem du er (Filer → Angiv bedømmer): hver sletning nævner en person.</translation>
    </message>
    <message>
        <source>Finds every operation whose event names the customer and erases its personal data: the signed bodies, the rendered content and the targets&apos; details. Steps, states, references and decisions stay, and the chain still verifies. The chain records the erasure, never whom it was about.</source>
        <translation>Finder hver operation, hvis hændelse nævner kunden, og sletter dens persondata: de signerede indhold, det gengivne indhold og målenes detaljer. Trin, tilstande, referencer og beslutninger bliver, og kæden kan stadig verificeres. Kæden registrerer sletningen, aldrig hvem den gjaldt.</translation>
    </message>
    <message>
        <source>customer@example.org, or a Shopify customer id</source>
        <translation>kunde@example.org eller et Shopify-kunde-id</translation>
    </message>
    <message>
        <source>example.myshopify.com (with a customer id only)</source>
        <translation>example.myshopify.com (kun med et kunde-id)</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Find</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Tilstand</translation>
    </message>
    <message>
        <source>The request&apos;s ticket or order number — never the customer&apos;s address</source>
        <translation>Anmodningens sags- eller ordrenummer — aldrig kundens adresse</translation>
    </message>
    <message>
        <source>&amp;Erase…</source>
        <translation>&amp;Slet…</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>&amp;Kunde:</translation>
    </message>
    <message>
        <source>&amp;Shop:</source>
        <translation>&amp;Butik:</translation>
    </message>
    <message>
        <source>&amp;Rationale:</source>
        <translation>Be&amp;grundelse:</translation>
    </message>
    <message>
        <source>Reviewer:</source>
        <translation>Bedømmer:</translation>
    </message>
    <message>
        <source>Find the customer&apos;s operations first; all of them must be resolved.</source>
        <translation>Find først kundens operationer; de skal alle være afsluttet.</translation>
    </message>
    <message>
        <source>Give a rationale: it is recorded with the erasure.</source>
        <translation>Angiv en begrundelse: den registreres med sletningen.</translation>
    </message>
    <message>
        <source>Type the customer&apos;s e-mail address, or their Shopify customer id and the shop&apos;s domain.</source>
        <translation>Skriv kundens e-mailadresse eller kundens Shopify-kunde-id og butikkens domæne.</translation>
    </message>
    <message>
        <source>Looking…</source>
        <translation>Søger…</translation>
    </message>
    <message>
        <source>The ledger could not be searched: %1</source>
        <translation>Ledgeren kunne ikke gennemsøges: %1</translation>
    </message>
    <message>
        <source>Not resolved yet</source>
        <translation>Ikke afsluttet endnu</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Afsluttet</translation>
    </message>
    <message>
        <source>Runledger holds nothing on this customer.</source>
        <translation>Runledger har intet om denne kunde.</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase.</source>
        <translation>
            <numerusform>%n operation for denne kunde er ikke afsluttet endnu (%1): fuldfør eller opgiv den først, og slet så.</numerusform>
            <numerusform>%n operationer for denne kunde er ikke afsluttet endnu (%1): fuldfør eller opgiv dem først, og slet så.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) hold this customer&apos;s data.</source>
        <translation>
            <numerusform>%n operation og %1 hændelse(r) indeholder denne kundes data.</numerusform>
            <numerusform>%n operationer og %1 hændelse(r) indeholder denne kundes data.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase the personal data of %n operation(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Slet persondata for %n operation? Det kan ikke fortrydes.</numerusform>
            <numerusform>Slet persondata for %n operationer? Det kan ikke fortrydes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Backups taken before keep it: after restoring one, erase again.</source>
        <translation>Sikkerhedskopier taget før beholder dem: slet igen efter en gendannelse.</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Slet</translation>
    </message>
    <message>
        <source>Erasing…</source>
        <translation>Sletter…</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Afvist: %1</translation>
    </message>
    <message>
        <source>Nothing was erased: %1</source>
        <translation>Intet blev slettet: %1</translation>
    </message>
    <message>
        <source>Erased: %1 rows (%2 bytes) of personal data, recorded as chain entry %3.</source>
        <translation>Slettet: %1 rækker (%2 byte) persondata, registreret som kædepost %3.</translation>
    </message>
    <message>
        <source>Operations holding the customer&apos;s data</source>
        <translation>Operationer med kundens data</translation>
    </message>
    <message>
        <source>Erase the personal data of the customer&apos;s events? This cannot be undone.</source>
        <translation>Slet persondata i kundens hændelser? Det kan ikke fortrydes.</translation>
    </message>
</context>
<context>
    <name>rl::ui::HeldNotifier</name>
    <message>
        <source>Show the review console</source>
        <translation>Vis gennemsynskonsollen</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) newly held for a reviewer: %1.</source>
        <translation>
            <numerusform>%n operation nyligt tilbageholdt til en kontrollant: %1.</numerusform>
            <numerusform>%n operationer nyligt tilbageholdt til en kontrollant: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runledger: held for review</source>
        <translation>Runledger: tilbageholdt til gennemsyn</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) held for review</source>
        <translation>
            <numerusform>Runledger: %n operation tilbageholdt til gennemsyn</numerusform>
            <numerusform>Runledger: %n operationer tilbageholdt til gennemsyn</numerusform>
        </translation>
    </message>
    <message>
        <source>Runledger: nothing held</source>
        <translation>Runledger: intet tilbageholdt</translation>
    </message>
</context>
<context>
    <name>rl::ui::KeyringTokenStore</name>
    <message>
        <source>the keyring refused (error %1)</source>
        <translation>nøgleringen afviste (fejl %1)</translation>
    </message>
    <message>
        <source>the system keyring</source>
        <translation>systemets nøglering</translation>
    </message>
</context>
<context>
    <name>rl::ui::MainWindow</name>
    <message>
        <source>Queues</source>
        <translation>Køer</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operationer</translation>
    </message>
    <message>
        <source>Search operations</source>
        <translation>Søg i operationer</translation>
    </message>
    <message>
        <source>Reviewer: %1</source>
        <translation>Bedømmer: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>What happened and what to decide</source>
        <translation>Hvad der skete, og hvad der skal besluttes</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>&amp;Trin</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Forsøg</translation>
    </message>
    <message>
        <source>A&amp;ttempts</source>
        <translation>&amp;Forsøg</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Beviser</translation>
    </message>
    <message>
        <source>&amp;Evidence</source>
        <translation>&amp;Beviser</translation>
    </message>
    <message>
        <source>Approved content</source>
        <translation>Godkendt indhold</translation>
    </message>
    <message>
        <source>Content of the selected version, and its difference to the previous one</source>
        <translation>Indholdet af den valgte version og forskellen til den forrige</translation>
    </message>
    <message>
        <source>Approved &amp;content</source>
        <translation>Godkendt &amp;indhold</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Protokol</translation>
    </message>
    <message>
        <source>&amp;Ledger</source>
        <translation>&amp;Protokol</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Beslutninger</translation>
    </message>
    <message>
        <source>&amp;Decisions</source>
        <translation>&amp;Beslutninger</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Filer</translation>
    </message>
    <message>
        <source>Set &amp;reviewer…</source>
        <translation>Angiv &amp;bedømmer…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>No reviewer: you can look but not decide (File → Set reviewer)</source>
        <translation>Ingen bedømmer: du kan se, men ikke beslutte (Filer → Angiv bedømmer)</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Bedømmer</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision you make:</source>
        <translation>Dit navn, registreret ved hver beslutning, du træffer:</translation>
    </message>
    <message>
        <source>%1 operations selected.</source>
        <translation>%1 operationer valgt.</translation>
    </message>
    <message>
        <source>Select an operation to see what happened and what to decide.</source>
        <translation>Vælg en operation for at se, hvad der skete, og hvad der skal besluttes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · event %3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · hændelse %3&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Select an operation first.</source>
        <translation>Vælg først en operation.</translation>
    </message>
    <message>
        <source>Set your reviewer name (File → Set reviewer) to decide.</source>
        <translation>Angiv dit bedømmernavn (Filer → Angiv bedømmer) for at beslutte.</translation>
    </message>
    <message>
        <source>A bulk retry is refused: uncertain operations must be reconciled first, one decision at a time.</source>
        <translation>Et samlet nyt forsøg afvises: usikre operationer skal afstemmes først, én beslutning ad gangen.</translation>
    </message>
    <message>
        <source>This decision is made for one operation at a time.</source>
        <translation>Denne beslutning træffes for én operation ad gangen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not possible now: %1</source>
        <translation>Ikke muligt nu: %1</translation>
    </message>
    <message>
        <source>look the open step up at the target by its reference (read-only) and record what it says</source>
        <translation>slå det åbne trin op i målet efter dets reference (kun læsning), og registrér, hvad det siger</translation>
    </message>
    <message>
        <source>Decision not recorded</source>
        <translation>Beslutningen blev ikke registreret</translation>
    </message>
    <message>
        <source>The decision was refused: %1</source>
        <translation>Beslutningen blev afvist: %1</translation>
    </message>
    <message>
        <source>Recorded as ledger entry #%1: %2</source>
        <translation>Registreret som protokolpost #%1: %2</translation>
    </message>
    <message>
        <source>Looking the open steps up at their targets…</source>
        <translation>De åbne trin slås op i deres mål…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Looking up step %1 of operation %2 (%3 of %4)…</source>
        <translation>Slår trin %1 af operation %2 op (%3 af %4)…</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Ikke registreret: %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>&amp;Oversigt</translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation>&amp;Rapporter</translation>
    </message>
    <message>
        <source>Run &amp;acceptance test…</source>
        <translation>Kør &amp;accepttest…</translation>
    </message>
    <message>
        <source>&amp;Targets</source>
        <translation>&amp;Mål</translation>
    </message>
    <message>
        <source>&amp;Check targets…</source>
        <translation>&amp;Kontrollér mål…</translation>
    </message>
    <message>
        <source>Check targets</source>
        <translation>Kontrollér mål</translation>
    </message>
    <message>
        <source>The last probes cannot be read: %1</source>
        <translation>De seneste kontroller kan ikke læses: %1</translation>
    </message>
    <message>
        <source>Looking step %1 up at the target before the decision…</source>
        <translation>Trin %1 slås op hos målet før beslutningen…</translation>
    </message>
    <message>
        <source>Links to the targets</source>
        <translation>Links til målene</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;Open in %2&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;Åbn i %2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;Search %2 for this reference&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;Søg i %2 efter denne reference&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Find by operation id, event id, delivery id, target reference or order (#1001)</source>
        <translation>Find efter operations-id, hændelses-id, leverings-id, målreference eller ordre (#1001)</translation>
    </message>
    <message>
        <source>The ledger could not be read: %1</source>
        <translation>Ledgeren kunne ikke læses: %1</translation>
    </message>
    <message>
        <source>The queue counts could not be read: %1</source>
        <translation>Køernes antal kunne ikke læses: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The ledger could not be read.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Ledgeren kunne ikke læses.&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>%1 operations selected. Only Reconcile can be applied to several at once.</source>
        <translation>%1 operationer valgt. Kun Afstem kan anvendes på flere på én gang.</translation>
    </message>
    <message>
        <source>Reading the selected operation from the ledger…</source>
        <translation>Den valgte operation læses fra ledgeren …</translation>
    </message>
    <message>
        <source>Recording the decision…</source>
        <translation>Beslutningen registreres …</translation>
    </message>
    <message>
        <source>Ledger problem</source>
        <translation>Problem med ledgeren</translation>
    </message>
    <message>
        <source>&lt;b&gt;This ledger cannot be trusted:&lt;/b&gt; %1. Decisions are disabled. Close the console and check the file with: runledgerctl verify --ledger %2</source>
        <translation>&lt;b&gt;Denne ledger kan ikke stoles på:&lt;/b&gt; %1. Beslutninger er slået fra. Luk konsollen og kontrollér filen med: runledgerctl verify --ledger %2</translation>
    </message>
    <message>
        <source>The ledger cannot be trusted: %1</source>
        <translation>Ledgeren kan ikke stoles på: %1</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Ingen resultater</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Find</translation>
    </message>
    <message>
        <source>No operation in this queue matches “%1” exactly (an id, an event or delivery id, a reference, or an order such as #1001). &lt;a href=&quot;clear&quot;&gt;Clear the search&lt;/a&gt;</source>
        <translation>Ingen operation i denne kø matcher ”%1” præcist (et id, et hændelses- eller leverings-id, en reference eller en ordre som #1001). &lt;a href=&quot;clear&quot;&gt;Ryd søgningen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The decision chain proves that no recorded decision was altered, removed or inserted between others. Only an anchored checkpoint — the chain&apos;s last entry, signed and kept outside this ledger (runledgerctl checkpoint) — also proves that none was removed from the end or the whole chain rewritten: runledgerctl verify --checkpoint FILE checks it.</source>
        <translation>Beslutningskæden beviser, at ingen registreret beslutning er ændret, fjernet eller indsat mellem andre. Kun et forankret kontrolpunkt – kædens sidste post, signeret og opbevaret uden for denne protokol (runledgerctl checkpoint) – beviser også, at ingen er fjernet fra enden, og at hele kæden ikke er omskrevet: runledgerctl verify --checkpoint FIL kontrollerer det.</translation>
    </message>
    <message>
        <source>Last checkpoint: unknown (%1)</source>
        <translation>Seneste kontrolpunkt: ukendt (%1)</translation>
    </message>
    <message>
        <source>Last checkpoint: entry %1, %2</source>
        <translation>Seneste kontrolpunkt: post %1, %2</translation>
    </message>
    <message>
        <source>Where the operation went</source>
        <translation>Hvor operationen gik hen</translation>
    </message>
    <message>
        <source>Operation %1 is now in “%2”. &lt;a href=&quot;show&quot;&gt;Show it&lt;/a&gt;</source>
        <translation>Operation %1 er nu i »%2«. &lt;a href=&quot;show&quot;&gt;Vis den&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Tidslinje</translation>
    </message>
    <message>
        <source>T&amp;imeline</source>
        <translation>T&amp;idslinje</translation>
    </message>
    <message>
        <source>&amp;Open ledger…</source>
        <translation>Å&amp;bn protokol …</translation>
    </message>
    <message>
        <source>Open ledger</source>
        <translation>Åbn protokol</translation>
    </message>
    <message>
        <source>Ledgers (*.sqlite *.db);;All files (*)</source>
        <translation>Protokoller (*.sqlite *.db);;Alle filer (*)</translation>
    </message>
    <message>
        <source>&amp;New ledger…</source>
        <translation>&amp;Ny protokol …</translation>
    </message>
    <message>
        <source>New ledger</source>
        <translation>Ny protokol</translation>
    </message>
    <message>
        <source>Ledgers (*.sqlite)</source>
        <translation>Protokoller (*.sqlite)</translation>
    </message>
    <message>
        <source>%1 already exists. Open it instead?</source>
        <translation>%1 findes allerede. Åbn den i stedet?</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Senest å&amp;bnet</translation>
    </message>
    <message>
        <source>Read-only ledger</source>
        <translation>Skrivebeskyttet protokol</translation>
    </message>
    <message>
        <source>This ledger is open read-only.</source>
        <translation>Denne protokol er åbnet skrivebeskyttet.</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>Skrivebeskyttet: %1</translation>
    </message>
    <message>
        <source>No recent ledgers</source>
        <translation>Ingen senest åbnede protokoller</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Ryd listen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only.&lt;/b&gt; %1 You can look at every operation; decisions are turned off.</source>
        <translation>&lt;b&gt;Skrivebeskyttet.&lt;/b&gt; %1 Du kan se alle operationer; beslutninger er slået fra.</translation>
    </message>
    <message>
        <source>Why held</source>
        <translation>Hvorfor tilbageholdt</translation>
    </message>
    <message>
        <source>Show only the operations held for this reason</source>
        <translation>Vis kun operationer tilbageholdt af denne årsag</translation>
    </message>
    <message>
        <source>Every reason</source>
        <translation>Alle årsager</translation>
    </message>
    <message>
        <source>No operation is held for this reason any more.</source>
        <translation>Ingen operation er længere tilbageholdt af denne årsag.</translation>
    </message>
    <message>
        <source>This ledger has no operations yet: they appear as the service receives events.</source>
        <translation>Denne protokol har endnu ingen operationer: de vises, når tjenesten modtager hændelser.</translation>
    </message>
    <message>
        <source>Nothing is held: no operation waits for a reviewer.</source>
        <translation>Intet er tilbageholdt: ingen operation venter på en kontrollant.</translation>
    </message>
    <message>
        <source>No operation has an unknown outcome.</source>
        <translation>Ingen operation har et ukendt udfald.</translation>
    </message>
    <message>
        <source>No content waits for approval.</source>
        <translation>Intet indhold venter på godkendelse.</translation>
    </message>
    <message>
        <source>Nothing is running: the service has no work in progress.</source>
        <translation>Intet kører: tjenesten har intet arbejde i gang.</translation>
    </message>
    <message>
        <source>No operation has completed yet.</source>
        <translation>Ingen operation er fuldført endnu.</translation>
    </message>
    <message>
        <source>No operation was abandoned.</source>
        <translation>Ingen operation er opgivet.</translation>
    </message>
    <message>
        <source>Every reason (%1)</source>
        <translation>Alle årsager (%1)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>As the &amp;desktop</source>
        <translation>Som &amp;skrivebordet</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Lys</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Mørk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Vejledning</translation>
    </message>
    <message>
        <source>&amp;About Runledger</source>
        <translation>&amp;Om Runledger</translation>
    </message>
    <message>
        <source>the configuration given at start</source>
        <translation>konfigurationen angivet ved start</translation>
    </message>
    <message>
        <source>Con&amp;figuration…</source>
        <translation>Kon&amp;figuration…</translation>
    </message>
    <message>
        <source>The login %1 is not on this ledger&apos;s team: you can look but not decide.</source>
        <translation>Loginet %1 er ikke med i dette protokols team: du kan se, men ikke beslutte.</translation>
    </message>
    <message>
        <source>Signed in as %1 (login %2, %3)</source>
        <translation>Logget ind som %1 (login %2, %3)</translation>
    </message>
    <message>
        <source>On this ledger the database says who decides: the login you signed in with (%1). Its display name is set with runledgerctl team add.</source>
        <translation>I dette protokol afgør databasen, hvem der beslutter: det login, du er logget ind med (%1). Dets visningsnavn sættes med runledgerctl team add.</translation>
    </message>
    <message>
        <source>To countersign</source>
        <translation>Til kontrasignatur</translation>
    </message>
    <message>
        <source>Requests waiting for a second reviewer (four eyes)</source>
        <translation>Anmodninger, der venter på en anden bedømmer (fire øjne)</translation>
    </message>
    <message>
        <source>Only %1, who made the request, may withdraw it.</source>
        <translation>Kun %1, der fremsatte anmodningen, må trække den tilbage.</translation>
    </message>
    <message>
        <source>%1 asked for: %2</source>
        <translation>%1 beder om: %2</translation>
    </message>
    <message>
        <source>No request waits for a second reviewer.</source>
        <translation>Ingen anmodning venter på en anden bedømmer.</translation>
    </message>
    <message>
        <source>code &lt;b&gt;%1&lt;/b&gt;, %2 %3 off</source>
        <translation>kode &lt;b&gt;%1&lt;/b&gt;, %2 %3 rabat</translation>
    </message>
    <message>
        <source>On a team ledger every time a rule compares is the database&apos;s. While this computer&apos;s clock is far from it, &quot;not executed&quot; is not recorded from here: set the clock right (NTP).</source>
        <translation>På en team-ledger er hvert tidspunkt, en regel sammenligner, databasens. Så længe denne computers ur afviger meget fra det, registreres „ikke udført“ ikke herfra: stil uret rigtigt (NTP).</translation>
    </message>
    <message>
        <source>%1 is looking at this since %2.</source>
        <translation>%1 ser på dette siden %2.</translation>
    </message>
    <message>
        <source>%1 is being worked on by %2 until %3.</source>
        <translation>%1 behandles af %2 indtil %3.</translation>
    </message>
    <message>
        <source>This computer&apos;s clock is %1</source>
        <translation>Denne computers ur går %1</translation>
    </message>
    <message>
        <source>&amp;Privacy</source>
        <translation>&amp;Privatliv</translation>
    </message>
    <message>
        <source>&amp;Erase a customer&apos;s data…</source>
        <translation>&amp;Slet en kundes data…</translation>
    </message>
    <message>
        <source>%1 asked for: %2.</source>
        <translation>%1 bad om: %2.</translation>
    </message>
    <message>
        <source>%1 asked at %2 for: %3, because: “%4”</source>
        <translation>%1 bad kl. %2 om: %3, fordi: »%4«</translation>
    </message>
    <message>
        <source>It waits for another reviewer to countersign it or turn it down; %1 may withdraw it.</source>
        <translation>Den venter på, at en anden korrekturlæser kontrasignerer eller afviser den; %1 kan trække den tilbage.</translation>
    </message>
    <message>
        <source>Nobody on this team can countersign it: the team has no approver. %1 may withdraw it.</source>
        <translation>Ingen i dette team kan kontrasignere den: teamet har ingen godkender. %1 kan trække den tilbage.</translation>
    </message>
    <message>
        <source>Nobody else on this team can countersign it: you are its only approver. Withdraw it, or ask the ledger&apos;s owner to add a second approver.</source>
        <translation>Ingen andre i dette team kan kontrasignere den: du er den eneste godkender. Træk den tilbage, eller bed ledgerens ejer om at tilføje en anden godkender.</translation>
    </message>
    <message>
        <source>It waits for an approver other than %1 to countersign it or turn it down; %1 may withdraw it.</source>
        <translation>Den venter på, at en anden godkender end %1 kontrasignerer eller afviser den; %1 kan trække den tilbage.</translation>
    </message>
    <message>
        <source>You made this request: an approver other than you countersigns it or turns it down.</source>
        <translation>Du har lavet denne anmodning: en anden godkender end dig kontrasignerer eller afviser den.</translation>
    </message>
    <message>
        <source>You made this request: another reviewer countersigns it or turns it down.</source>
        <translation>Du har lavet denne anmodning: en anden korrekturlæser kontrasignerer eller afviser den.</translation>
    </message>
    <message>
        <source>%1 asked for: %2. %3</source>
        <translation>%1 bad om: %2. %3</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 af %3)</translation>
    </message>
    <message numerus="yes">
        <source>Requests that wait for a second pair of eyes: %n you may countersign</source>
        <translation>
            <numerusform>Anmodninger, der venter på et ekstra par øjne: %n kan du kontrasignere</numerusform>
            <numerusform>Anmodninger, der venter på et ekstra par øjne: %n kan du kontrasignere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting for someone else (your own requests, or ones your role may not countersign)</source>
        <translation>
            <numerusform>%n venter på en anden (dine egne anmodninger eller nogle, din rolle ikke må kontrasignere)</numerusform>
            <numerusform>%n venter på en anden (dine egne anmodninger eller nogle, din rolle ikke må kontrasignere)</numerusform>
        </translation>
    </message>
    <message>
        <source>The token for %1 is used for this session only: the keyring cannot keep it (%2).</source>
        <translation>Tokenet til %1 bruges kun i denne session: nøgleringen kan ikke gemme det (%2).</translation>
    </message>
    <message>
        <source>No target profile for %1: choose a configuration that has it in File → Configuration… to look steps up.</source>
        <translation>Ingen målprofil for %1: vælg en konfiguration, der har den, under Filer → Konfiguration… for at slå trin op.</translation>
    </message>
    <message>
        <source>Step %1 was sent to %2, but this console&apos;s %3 is at %4: a lookup there would prove nothing. Choose the ledger&apos;s own configuration in File → Configuration….</source>
        <translation>Trin %1 blev sendt til %2, men denne konsols %3 ligger på %4: et opslag dér ville intet bevise. Vælg ledgerens egen konfiguration under Filer → Konfiguration….</translation>
    </message>
    <message>
        <source>Looked up at the target at %1: %2.</source>
        <translation>Slået op hos målet kl. %1: %2.</translation>
    </message>
    <message>
        <source>Held work can be decided now</source>
        <translation>Tilbageholdt arbejde kan nu afgøres</translation>
    </message>
    <message numerus="yes">
        <source>%n held operation(s) can now be decided as the console recommends: %1</source>
        <translation>
            <numerusform>%n tilbageholdt operation kan nu afgøres som anbefalet: %1</numerusform>
            <numerusform>%n tilbageholdte operationer kan nu afgøres som anbefalet: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The target said: %1. %2</source>
        <translation>Målet sagde: %1. %2</translation>
    </message>
    <message>
        <source>Details of the selected operation</source>
        <translation>Detaljer om den valgte operation</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastaturgenveje</translation>
    </message>
    <message>
        <source>Targets to check</source>
        <translation>Mål, der skal kontrolleres</translation>
    </message>
    <message>
        <source>%1 has not been checked yet</source>
        <translation>%1 er ikke kontrolleret endnu</translation>
    </message>
    <message>
        <source>the last check of %1 could not be made</source>
        <translation>den seneste kontrol af %1 kunne ikke udføres</translation>
    </message>
    <message>
        <source>the last check of %1 found it does not behave as its profile says</source>
        <translation>den seneste kontrol af %1 fandt, at det ikke opfører sig, som profilen siger</translation>
    </message>
    <message numerus="yes">
        <source>%1 was last checked %n day(s) ago</source>
        <translation>
            <numerusform>%1 blev sidst kontrolleret for %n dag siden</numerusform>
            <numerusform>%1 blev sidst kontrolleret for %n dage siden</numerusform>
        </translation>
    </message>
    <message>
        <source>Targets: %1.</source>
        <translation>Mål: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Targets: %1, and %n more.</source>
        <translation>
            <numerusform>Mål: %1 og %n mere.</numerusform>
            <numerusform>Mål: %1 og %n mere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check targets…</source>
        <translation>Kontrollér mål…</translation>
    </message>
</context>
<context>
    <name>rl::ui::TargetsDialog</name>
    <message>
        <source>Check targets</source>
        <translation>Kontrollér mål</translation>
    </message>
    <message>
        <source>Targets and their last probe</source>
        <translation>Mål og deres seneste kontrol</translation>
    </message>
    <message>
        <source>&amp;Set token…</source>
        <translation>&amp;Angiv token…</translation>
    </message>
    <message>
        <source>&amp;Forget token</source>
        <translation>&amp;Glem token</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Test forbindelse</translation>
    </message>
    <message>
        <source>Each target&apos;s token is kept in the system keyring, never in a file. &lt;b&gt;Test connection&lt;/b&gt; makes one read-only call: nothing is created.</source>
        <translation>Hvert måls token opbevares i systemets nøglering, aldrig i en fil. &lt;b&gt;Test forbindelse&lt;/b&gt; foretager ét skrivebeskyttet kald: intet oprettes.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
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
        <translation>Forbindelse</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>ikke testet</translation>
    </message>
    <message>
        <source>Targets, their tokens and connections</source>
        <translation>Mål, deres tokens og forbindelser</translation>
    </message>
    <message>
        <source>Token for %1</source>
        <translation>Token til %1</translation>
    </message>
    <message>
        <source>The token for %1 is used for this session only: the keyring cannot keep it (%2).</source>
        <translation>Tokenet til %1 bruges kun i denne session: nøgleringen kan ikke gemme det (%2).</translation>
    </message>
    <message>
        <source>The keyring could not remove the token: %1</source>
        <translation>Nøgleringen kunne ikke fjerne tokenet: %1</translation>
    </message>
    <message>
        <source>testing…</source>
        <translation>tester…</translation>
    </message>
    <message>
        <source>What the configuration says each target can do, and what the last check of the target itself saw:</source>
        <translation>Hvad konfigurationen siger, hvert mål kan, og hvad den seneste kontrol af selve målet så:</translation>
    </message>
    <message>
        <source>A check creates test records at the target, labelled &quot;Runledger probe — safe to delete&quot;, so the console never runs one: whoever looks after Runledger checks a target again after it changes (the handbook&apos;s &quot;Targets&quot; page says how).</source>
        <translation>En kontrol opretter testposter hos målet, mærket »Runledger probe — safe to delete«, så konsollen kører aldrig en selv: den, der passer Runledger, kontrollerer et mål igen, når det er ændret (håndbogens side »Mål« siger hvordan).</translation>
    </message>
    <message>
        <source>Runledger needs the %1 token of target %2 to look its records up and to send to it.
It is kept in the system keyring, never in a file:</source>
        <translation>Runledger skal bruge %1-tokenet til målet %2 for at slå dets poster op og sende til det.
Det gemmes i systemets nøglering, aldrig i en fil:</translation>
    </message>
    <message>
        <source>&amp;Use this token</source>
        <translation>&amp;Brug dette token</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Senere</translation>
    </message>
</context>
<context>
    <name>rl::ui::TokenBook</name>
    <message>
        <source>not needed</source>
        <translation>ikke nødvendigt</translation>
    </message>
    <message>
        <source>from the environment (%1)</source>
        <translation>fra miljøet (%1)</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>fra %1</translation>
    </message>
    <message>
        <source>for this session only</source>
        <translation>kun i denne session</translation>
    </message>
    <message>
        <source>missing: choose Set token…</source>
        <translation>mangler: vælg Angiv token…</translation>
    </message>
</context>
</TS>
