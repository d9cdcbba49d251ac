<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>Checkpoint</name>
    <message>
        <source>not a Runledger checkpoint (format runledger-checkpoint-v1)</source>
        <translation>geen Runledger-controlepunt (formaat runledger-checkpoint-v1)</translation>
    </message>
    <message>
        <source>the checkpoint is incomplete (seq, hash, at and a 64-byte signature are required)</source>
        <translation>het controlepunt is onvolledig (seq, hash, at en een handtekening van 64 bytes zijn nodig)</translation>
    </message>
</context>
<context>
    <name>Configuration</name>
    <message>
        <source>cannot read the configuration %1: %2</source>
        <translation>kan de configuratie %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>the configuration %1 is not a JSON object (%2 at offset %3)</source>
        <translation>de configuratie %1 is geen JSON-object (%2 op positie %3)</translation>
    </message>
    <message>
        <source>every flow needs a name</source>
        <translation>elke flow heeft een naam nodig</translation>
    </message>
    <message>
        <source>flow %1: a trigger needs a topic, a flow_action, or a source</source>
        <translation>flow %1: een trigger heeft een topic, een flow_action of een source nodig</translation>
    </message>
    <message>
        <source>flow %1 has no trigger</source>
        <translation>flow %1 heeft geen trigger</translation>
    </message>
    <message>
        <source>flow %1: unknown target %2</source>
        <translation>flow %1: onbekend doel %2</translation>
    </message>
    <message>
        <source>flow %1: target %2 is not a %3 target</source>
        <translation>flow %1: doel %2 is geen %3-doel</translation>
    </message>
    <message>
        <source>flow %1 has no steps</source>
        <translation>flow %1 heeft geen stappen</translation>
    </message>
    <message>
        <source>flow %1: approval_before_steps names no step %2</source>
        <translation>flow %1: approval_before_steps noemt geen stap %2</translation>
    </message>
    <message>
        <source>event source %1: a source is one plain path segment (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>gebeurtenisbron %1: een bron is één eenvoudig padsegment (letters, cijfers, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</translation>
    </message>
    <message>
        <source>event source %1 needs a secret_env: the name of the environment variable that holds its secret</source>
        <translation>gebeurtenisbron %1 heeft secret_env nodig: de naam van de omgevingsvariabele met haar geheim</translation>
    </message>
    <message>
        <source>flow %1: operation_key must name fields of the signed body, like &quot;{{admin_graphql_api_id}}&quot;</source>
        <translation>flow %1: operation_key moet velden van de ondertekende inhoud noemen, zoals &quot;{{admin_graphql_api_id}}&quot;</translation>
    </message>
    <message>
        <source>alerts: url_env and secret_env name environment variables (the address and the secret are never in this file)</source>
        <translation>alerts: url_env en secret_env noemen omgevingsvariabelen (het adres en het geheim staan nooit in dit bestand)</translation>
    </message>
    <message>
        <source>alerts: give the address in the environment variable url_env names, not in the file (it may carry a token)</source>
        <translation>alerts: geef het adres in de omgevingsvariabele die url_env noemt, niet in het bestand (het kan een token bevatten)</translation>
    </message>
    <message>
        <source>alerts: held_longer_than_minutes must be more than 0 and at most a week</source>
        <translation>alerts: held_longer_than_minutes moet groter dan 0 en hoogstens een week zijn</translation>
    </message>
    <message>
        <source>four_eyes must be a list of retry_open_step, new_operation, approve_content and confirm_not_executed, like [&quot;retry_open_step&quot;, &quot;new_operation&quot;]</source>
        <translation>four_eyes moet een lijst van retry_open_step, new_operation, approve_content en confirm_not_executed zijn, zoals [&quot;retry_open_step&quot;, &quot;new_operation&quot;]</translation>
    </message>
    <message>
        <source>flow %1, a step: %2</source>
        <translation>flow %1, een stap: %2</translation>
    </message>
    <message>
        <source>flow %1: %2</source>
        <translation>flow %1: %2</translation>
    </message>
    <message>
        <source>flow %1: step kind must be crm.create_task, email.send or voucher.create</source>
        <translation>flow %1: de staptype moet crm.create_task, email.send of voucher.create zijn</translation>
    </message>
    <message>
        <source>flow %1: a voucher&apos;s code is made from its step&apos;s reference; remove &quot;code&quot;</source>
        <translation>flow %1: de code van een tegoedbon wordt gemaakt uit de referentie van zijn stap; verwijder &quot;code&quot;</translation>
    </message>
    <message>
        <source>flow %1: a voucher step needs &quot;amount&quot;, the amount off, like &quot;10.00&quot;</source>
        <translation>flow %1: een tegoedbonstap heeft &quot;amount&quot; nodig, de korting, zoals &quot;10.00&quot;</translation>
    </message>
    <message>
        <source>flow %1: {{voucher.…}} names the voucher of an earlier step, and no earlier step creates one</source>
        <translation>flow %1: {{voucher.…}} noemt de tegoedbon van een eerdere stap, maar geen eerdere stap maakt er een</translation>
    </message>
    <message>
        <source>alerts: shape must be standard, slack, teams, teams_legacy or email</source>
        <translation>alerts: shape moet standard, slack, teams, teams_legacy of email zijn</translation>
    </message>
    <message>
        <source>alerts: an e-mail alert needs &quot;target&quot;: the name of a mail target of this configuration</source>
        <translation>alerts: een e-mailmelding heeft &quot;target&quot; nodig: de naam van een mailtarget van deze configuratie</translation>
    </message>
    <message>
        <source>alerts: an e-mail alert needs &quot;to&quot;: the one address it goes to, like &quot;ops@example.com&quot;</source>
        <translation>alerts: een e-mailmelding heeft &quot;to&quot; nodig: het ene adres waar ze naartoe gaat, zoals &quot;ops@example.com&quot;</translation>
    </message>
    <message>
        <source>alerts: target and to belong to the email shape</source>
        <translation>alerts: target en to horen bij de vorm email</translation>
    </message>
    <message>
        <source>privacy: retention_days.%1 must be a whole number of days (0: kept)</source>
        <translation>privacy: retention_days.%1 moet een heel aantal dagen zijn (0: bewaard)</translation>
    </message>
    <message>
        <source>privacy: retention_days knows signed_bodies, content and evidence_details, not %1</source>
        <translation>privacy: retention_days kent signed_bodies, content en evidence_details, niet %1</translation>
    </message>
    <message>
        <source>privacy: shopify_compliance needs data_requests_dir, the folder where the answers to customers/data_request go</source>
        <translation>privacy: shopify_compliance heeft data_requests_dir nodig, de map voor de antwoorden op customers/data_request</translation>
    </message>
    <message>
        <source>flow %1: %2 is kept for good and may not name a customer&apos;s personal data (%3); use the order&apos;s name or id</source>
        <translation>flow %1: %2 wordt blijvend bewaard en mag geen persoonsgegevens van een klant noemen (%3); gebruik de naam of id van de bestelling</translation>
    </message>
    <message>
        <source>every caller needs a name: one plain word (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>elke aanroeper heeft een naam nodig: één eenvoudig woord (letters, cijfers, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</translation>
    </message>
    <message>
        <source>caller %1: a token is never in this file; name the environment variable that holds it in token_env</source>
        <translation>aanroeper %1: een token staat nooit in dit bestand; noem in token_env de omgevingsvariabele die het bevat</translation>
    </message>
    <message>
        <source>caller %1 may start flow %2, but there is no such flow</source>
        <translation>aanroeper %1 mag flow %2 starten, maar die flow bestaat niet</translation>
    </message>
    <message>
        <source>caller %1 needs flows: the flows it may start</source>
        <translation>aanroeper %1 heeft flows nodig: de flows die hij mag starten</translation>
    </message>
    <message>
        <source>caller %1: requests_per_minute must be a whole number from 1</source>
        <translation>aanroeper %1: requests_per_minute moet een geheel getal vanaf 1 zijn</translation>
    </message>
    <message>
        <source>caller %1 is named twice</source>
        <translation>aanroeper %1 staat er twee keer in</translation>
    </message>
    <message>
        <source>caller %1: the callback&apos;s address and secret are never in this file; name their environment variables in url_env and secret_env</source>
        <translation>aanroeper %1: adres en geheim van de terugmelding staan nooit in dit bestand; noem hun omgevingsvariabelen in url_env en secret_env</translation>
    </message>
    <message>
        <source>caller %1: a callback needs url_env and secret_env, the environment variables that hold its address and its Standard Webhooks secret</source>
        <translation>aanroeper %1: een terugmelding heeft url_env en secret_env nodig, de omgevingsvariabelen met het adres en het Standard Webhooks-geheim</translation>
    </message>
    <message>
        <source>caller %1 needs a token_env (the environment variable that holds its bearer token) or a secret_env (its Standard Webhooks secret, if it signs its calls)</source>
        <translation>aanroeper %1 heeft een token_env (de omgevingsvariabele met zijn bearer-token) of een secret_env (zijn Standard Webhooks-geheim, als hij zijn aanroepen ondertekent) nodig</translation>
    </message>
    <message>
        <source>caller %1: token_env and secret_env name environment variables (letters, digits and &apos;_&apos;)</source>
        <translation>aanroeper %1: token_env en secret_env noemen omgevingsvariabelen (letters, cijfers en &apos;_&apos;)</translation>
    </message>
</context>
<context>
    <name>ConsoleCommandLine</name>
    <message>
        <source>Ledger file or postgresql:// URL (the same as giving FILE).</source>
        <translation>Grootboekbestand of postgresql://-URL (hetzelfde als BESTAND).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PAD</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision.</source>
        <translation>Uw naam, vastgelegd bij elke beslissing.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAAM</translation>
    </message>
    <message>
        <source>Targets and flows (JSON), for looking steps up.</source>
        <translation>Doelen en stromen (JSON), om stappen op te zoeken.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <source>light or dark.</source>
        <translation>licht of donker.</translation>
    </message>
    <message>
        <source>Print start-up, queue and scrolling timings and peak memory, then quit.</source>
        <translation>Start-, wachtrij- en scrolltijden en piekgeheugen tonen, dan afsluiten.</translation>
    </message>
    <message>
        <source>Save a picture of the window at 1280 × 720 and quit.</source>
        <translation>Een afbeelding van het venster op 1280 × 720 opslaan en afsluiten.</translation>
    </message>
    <message>
        <source>Runledger review console</source>
        <translation>Runledger-beoordelingsconsole</translation>
    </message>
    <message>
        <source>The ledger to open (default: your own ledger).</source>
        <translation>Het te openen grootboek (standaard: uw eigen grootboek).</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[BESTAND]</translation>
    </message>
    <message numerus="yes">
        <source>Give one ledger to open; %n were given.</source>
        <translation>
            <numerusform>Geef één grootboek op; er werd er %n opgegeven.</numerusform>
            <numerusform>Geef één grootboek op; er werden er %n opgegeven.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the ledger either as FILE or with --ledger, not both.</source>
        <translation>Geef het grootboek als BESTAND of met --ledger, niet allebei.</translation>
    </message>
    <message>
        <source>--demo opens a scratch ledger of its own; it cannot be combined with FILE.</source>
        <translation>--demo opent een eigen kladgrootboek; het kan niet samen met BESTAND.</translation>
    </message>
    <message>
        <source>Start the sandbox (runledger-sandbox) and a runner on a scratch ledger, seeded with the acceptance cases.</source>
        <translation>De sandbox (runledger-sandbox) en een runner starten op een oefenledger, gevuld met de acceptatiegevallen.</translation>
    </message>
</context>
<context>
    <name>Ctl</name>
    <message>
        <source>none yet</source>
        <translation>nog geen</translation>
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
        <translation>Grootboekbestand of postgresql://-URL (standaard: %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PAD</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>JSON in plaats van tekst tonen.</translation>
    </message>
    <message>
        <source>Try &apos;runledgerctl --help&apos;.</source>
        <translation>Zie &apos;runledgerctl --help&apos;.</translation>
    </message>
    <message>
        <source>Usage: runledgerctl COMMAND [OPTIONS]

Commands:
</source>
        <translation>Gebruik: runledgerctl OPDRACHT [OPTIES]

Opdrachten:
</translation>
    </message>
    <message>
        <source>
Run &apos;runledgerctl COMMAND --help&apos; for a command&apos;s options.
Exit codes: 0 success, 1 usage error, 2 runtime failure, 3 verification failed or refused.
</source>
        <translation>
&apos;runledgerctl OPDRACHT --help&apos; toont de opties van een opdracht.
Afsluitcodes: 0 gelukt, 1 gebruiksfout, 2 fout tijdens uitvoering, 3 controle mislukt of geweigerd.
</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>onbekende opdracht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>ledger ready: %1 (schema %2)</source>
        <translation>grootboek klaar: %1 (schema %2)</translation>
    </message>
    <message>
        <source>ok: %1 decisions verified</source>
        <translation>ok: %1 beslissingen gecontroleerd</translation>
    </message>
    <message>
        <source>broken at seq %1: %2</source>
        <translation>gebroken bij nr. %1: %2</translation>
    </message>
    <message>
        <source>events:                     %1</source>
        <translation>gebeurtenissen:               %1</translation>
    </message>
    <message>
        <source>deliveries:                 %1</source>
        <translation>leveringen:                   %1</translation>
    </message>
    <message>
        <source>operations:                 %1</source>
        <translation>operaties:                    %1</translation>
    </message>
    <message>
        <source>attempts:                   %1</source>
        <translation>pogingen:                     %1</translation>
    </message>
    <message>
        <source>confirmed external effects: %1</source>
        <translation>bevestigde externe effecten:  %1</translation>
    </message>
    <message>
        <source>unresolved operations:      %1</source>
        <translation>onopgeloste operaties:        %1</translation>
    </message>
    <message>
        <source>recoveries (held → decided): %1</source>
        <translation>herstellingen (aangehouden → beslist): %1</translation>
    </message>
    <message>
        <source>time to recovery:           median %1, 90th percentile %2</source>
        <translation>hersteltijd:                  mediaan %1, 90e percentiel %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>onverwacht argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>missing argument; see --help</source>
        <translation>argument ontbreekt; zie --help</translation>
    </message>
    <message>
        <source>--config FILE is required</source>
        <translation>--config BESTAND is verplicht</translation>
    </message>
    <message>
        <source>Address and port to listen on (default 127.0.0.1:8081; port 0 picks a free one).</source>
        <translation>Adres en poort om op te luisteren (standaard 127.0.0.1:8081; poort 0 kiest een vrije).</translation>
    </message>
    <message>
        <source>HOST:PORT</source>
        <translation>HOST:POORT</translation>
    </message>
    <message>
        <source>Seconds an idempotency key is remembered (default 86400).</source>
        <translation>Seconden dat een idempotentiesleutel onthouden wordt (standaard 86400).</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SECONDEN</translation>
    </message>
    <message>
        <source>Milliseconds before a new task shows up in lookups (default 0).</source>
        <translation>Milliseconden voordat een nieuwe taak in zoekacties verschijnt (standaard 0).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--listen needs HOST:PORT, for example 127.0.0.1:8081</source>
        <translation>--listen heeft HOST:POORT nodig, bijvoorbeeld 127.0.0.1:8081</translation>
    </message>
    <message>
        <source>--retention and --settle-ms need whole numbers ≥ 0</source>
        <translation>--retention en --settle-ms hebben gehele getallen ≥ 0 nodig</translation>
    </message>
    <message>
        <source>cannot listen on %1 (in use, or not an address of this machine)</source>
        <translation>kan niet luisteren op %1 (in gebruik, of geen adres van deze computer)</translation>
    </message>
    <message>
        <source>sandbox listening on http://%1:%2 (key retention %3 s, settle %4 ms)</source>
        <translation>sandbox luistert op http://%1:%2 (sleutelbewaring %3 s, vertraging %4 ms)</translation>
    </message>
    <message>
        <source>stopping (signal %1)</source>
        <translation>wordt gestopt (signaal %1)</translation>
    </message>
    <message>
        <source>Targets and flows (JSON).</source>
        <translation>Doelen en flows (JSON).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <source>Intake address (default 127.0.0.1:8080; port 0 picks a free one).</source>
        <translation>Adres van de ontvangst (standaard 127.0.0.1:8080; poort 0 kiest een vrije).</translation>
    </message>
    <message>
        <source>Steps worked on at once (default 4).</source>
        <translation>Stappen die tegelijk worden uitgevoerd (standaard 4).</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>Reservation lease beyond the target&apos;s deadline (default 5000).</source>
        <translation>Reserveringsduur voorbij de deadline van het doel (standaard 5000).</translation>
    </message>
    <message>
        <source>Pause between lookups that settled nothing (default 2000).</source>
        <translation>Pauze tussen zoekacties die geen uitsluitsel gaven (standaard 2000).</translation>
    </message>
    <message>
        <source>--workers needs a whole number ≥ 1</source>
        <translation>--workers heeft een geheel getal ≥ 1 nodig</translation>
    </message>
    <message>
        <source>--listen needs HOST:PORT, for example 127.0.0.1:8080</source>
        <translation>--listen heeft HOST:POORT nodig, bijvoorbeeld 127.0.0.1:8080</translation>
    </message>
    <message>
        <source>runner %1 started with %2 workers on %3</source>
        <translation>runner %1 gestart met %2 workers op %3</translation>
    </message>
    <message>
        <source>One delivery per line: {&quot;path&quot;: &quot;/webhooks/shopify&quot;, &quot;headers&quot;: {…}, &quot;body_base64&quot;: &quot;…&quot;}</source>
        <translation>Eén levering per regel: {&quot;path&quot;: &quot;/webhooks/shopify&quot;, &quot;headers&quot;: {…}, &quot;body_base64&quot;: &quot;…&quot;}</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>kan %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>imported %1 deliveries: %2 new events, %3 duplicates, %4 new operations; %5 rejected</source>
        <translation>%1 leveringen geïmporteerd: %2 nieuwe gebeurtenissen, %3 duplicaten, %4 nieuwe operaties; %5 geweigerd</translation>
    </message>
    <message>
        <source>  line %1: %2 (%3)</source>
        <translation>  regel %1: %2 (%3)</translation>
    </message>
    <message>
        <source>held, uncertain, awaiting_approval, running, completed, abandoned or all (default all).</source>
        <translation>held, uncertain, awaiting_approval, running, completed, abandoned of all (standaard all).</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <source>At most this many (default 1000).</source>
        <translation>Hoogstens zoveel (standaard 1000).</translation>
    </message>
    <message>
        <source>unknown state &apos;%1&apos;</source>
        <translation>onbekende status &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The operation.</source>
        <translation>De operatie.</translation>
    </message>
    <message>
        <source>operation %1  %2</source>
        <translation>operatie %1  %2</translation>
    </message>
    <message>
        <source>  action:      %1 (flow %2)</source>
        <translation>  actie:        %1 (flow %2)</translation>
    </message>
    <message>
        <source>  event:       %1 %2</source>
        <translation>  gebeurtenis: %1 %2</translation>
    </message>
    <message>
        <source>  created:     %1</source>
        <translation>  aangemaakt:   %1</translation>
    </message>
    <message>
        <source>  responsible: %1</source>
        <translation>  verantwoordelijk: %1</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>niet toegewezen</translation>
    </message>
    <message>
        <source>  step %1 %2 → %3: %4%5, %6 attempts, ref %7, target ref %8
    next: %9</source>
        <translation>  stap %1 %2 → %3: %4%5, %6 pogingen, ref %7, doelref %8
    volgende: %9</translation>
    </message>
    <message>
        <source>  evidence step %1 %2 %3: %4</source>
        <translation>  bewijs stap %1 %2 %3: %4</translation>
    </message>
    <message>
        <source>  decision #%1 %2 by %3: %4</source>
        <translation>  beslissing #%1 %2 door %3: %4</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAAM</translation>
    </message>
    <message>
        <source>Why (recorded).</source>
        <translation>Waarom (wordt vastgelegd).</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEKST</translation>
    </message>
    <message>
        <source>adopt: the target&apos;s record id.</source>
        <translation>adopt: het id van het record bij het doel.</translation>
    </message>
    <message>
        <source>REF</source>
        <translation>REF</translation>
    </message>
    <message>
        <source>approve-content: the content version.</source>
        <translation>approve-content: de inhoudsversie.</translation>
    </message>
    <message>
        <source>assign: the reviewer who becomes responsible.</source>
        <translation>assign: de beoordelaar die verantwoordelijk wordt.</translation>
    </message>
    <message>
        <source>new-operation: a file with edited content for the open step.</source>
        <translation>new-operation: een bestand met bewerkte inhoud voor de open stap.</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos;</source>
        <translation>onbekende actie &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--reviewer and --rationale are required: every decision names a person and a reason</source>
        <translation>--reviewer en --rationale zijn verplicht: elke beslissing noemt een persoon en een reden</translation>
    </message>
    <message>
        <source>adopt needs --reference</source>
        <translation>adopt heeft --reference nodig</translation>
    </message>
    <message>
        <source>assign needs --to</source>
        <translation>assign heeft --to nodig</translation>
    </message>
    <message>
        <source>approve-content needs --version N</source>
        <translation>approve-content heeft --version N nodig</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>geweigerd: %1</translation>
    </message>
    <message>
        <source>the configuration has no target %1</source>
        <translation>de configuratie heeft geen doel %1</translation>
    </message>
    <message>
        <source>lookup: %1 (%2)</source>
        <translation>opzoeken: %1 (%2)</translation>
    </message>
    <message>
        <source>recorded as decision #%1: %2</source>
        <translation>vastgelegd als beslissing #%1: %2</translation>
    </message>
    <message>
        <source>new operation: %1</source>
        <translation>nieuwe operatie: %1</translation>
    </message>
    <message>
        <source>A report to write; the format follows the extension: .pdf, .html, .json, .csv. Repeatable.</source>
        <translation>Een te schrijven rapport; het formaat volgt de extensie: .pdf, .html, .json, .csv. Herhaalbaar.</translation>
    </message>
    <message>
        <source>Keep the scratch ledger at this path (default: a temporary file).</source>
        <translation>Het kladgrootboek op dit pad bewaren (standaard: een tijdelijk bestand).</translation>
    </message>
    <message>
        <source>give at least one --out FILE (.pdf, .html, .json or .csv)</source>
        <translation>geef minstens één --out BESTAND (.pdf, .html, .json of .csv)</translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .json or .csv)</source>
        <translation>%1: onbekend rapportformaat (gebruik .pdf, .html, .json of .csv)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>geslaagd</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>MISLUKT</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 geschreven</translation>
    </message>
    <message>
        <source>all %1 cases passed</source>
        <translation>alle %1 gevallen geslaagd</translation>
    </message>
    <message>
        <source>at least one case failed</source>
        <translation>minstens één geval is mislukt</translation>
    </message>
    <message>
        <source>create a ledger, or migrate it to this build&apos;s schema</source>
        <translation>een grootboek aanmaken, of migreren naar het schema van deze versie</translation>
    </message>
    <message>
        <source>print the separate counts: events, deliveries, attempts, effects, unresolved, recovery</source>
        <translation>de aparte tellingen tonen: gebeurtenissen, leveringen, pogingen, effecten, onopgelost, herstel</translation>
    </message>
    <message>
        <source>run the sandbox target: a CRM and a mail service with idempotency keys and faults</source>
        <translation>het sandbox-doel uitvoeren: een CRM en een maildienst met idempotentiesleutels en fouten</translation>
    </message>
    <message>
        <source>receive webhooks and run the steps (intake and runner)</source>
        <translation>webhooks ontvangen en de stappen uitvoeren (ontvangst en runner)</translation>
    </message>
    <message>
        <source>import deliveries captured elsewhere (signatures re-verified)</source>
        <translation>elders vastgelegde leveringen importeren (handtekeningen opnieuw gecontroleerd)</translation>
    </message>
    <message>
        <source>list operations, by state</source>
        <translation>operaties opsommen, per status</translation>
    </message>
    <message>
        <source>show one operation: steps, attempts, evidence, content, decisions</source>
        <translation>één operatie tonen: stappen, pogingen, bewijs, inhoud, beslissingen</translation>
    </message>
    <message>
        <source>record a reviewer&apos;s decision on an operation</source>
        <translation>de beslissing van een beoordelaar over een operatie vastleggen</translation>
    </message>
    <message>
        <source>check each target&apos;s declared capability against what it really does (creates labelled canaries)</source>
        <translation>controleert de opgegeven mogelijkheid van elk doel tegen wat het echt doet (maakt gemarkeerde testrecords aan)</translation>
    </message>
    <message>
        <source>duplicates found at target: %1</source>
        <translation>duplicaten gevonden bij het doel: %1</translation>
    </message>
    <message>
        <source>target %1 declares %2 and was never probed; run runledgerctl probe --config FILE --ledger LEDGER</source>
        <translation>doel %1 geeft %2 op en is nooit gecontroleerd; voer runledgerctl probe --config FILE --ledger LEDGER uit</translation>
    </message>
    <message>
        <source>target %1 declares %2; last probe %3 observed %4%5</source>
        <translation>doel %1 geeft %2 op; laatste controle %3 zag %4%5</translation>
    </message>
    <message>
        <source>nothing (the probe could not run)</source>
        <translation>niets (de controle kon niet draaien)</translation>
    </message>
    <message>
        <source> — the profile contradicts what the target does</source>
        <translation> — het profiel spreekt tegen wat het doel doet</translation>
    </message>
    <message>
        <source>confirm-not-executed: you checked the target and it holds no record of this step.</source>
        <translation>confirm-not-executed: u hebt het doel gecontroleerd en het heeft geen record van deze stap.</translation>
    </message>
    <message>
        <source>may have run: %1</source>
        <translation>kan zijn uitgevoerd: %1</translation>
    </message>
    <message>
        <source>confirm-not-executed needs --confirm: check the target first; the ledger will then say nothing was done there</source>
        <translation>confirm-not-executed heeft --confirm nodig: controleer eerst het doel; het grootboek zegt dan dat daar niets is gedaan</translation>
    </message>
    <message>
        <source>check each target&apos;s declared capability against what it really does. Creates canary records labelled &quot;%1&quot; at each target.</source>
        <translation>controleert de opgegeven mogelijkheid van elk doel tegen wat het echt doet. Maakt bij elk doel testrecords aan met het label &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Probe only this target (default: every target of the configuration).</source>
        <translation>Alleen dit doel controleren (standaard: elk doel uit de configuratie).</translation>
    </message>
    <message>
        <source>Write the findings to FILE.json or FILE.html. Repeatable.</source>
        <translation>De bevindingen naar FILE.json of FILE.html schrijven. Herhaalbaar.</translation>
    </message>
    <message>
        <source>Record the findings in this ledger (the console and serve show the last probe).</source>
        <translation>De bevindingen in dit grootboek vastleggen (de console en serve tonen de laatste controle).</translation>
    </message>
    <message>
        <source>Print the findings as JSON.</source>
        <translation>De bevindingen als JSON tonen.</translation>
    </message>
    <message>
        <source>How long to wait for the canary to show up in a lookup (default 15000).</source>
        <translation>Hoe lang te wachten tot het testrecord in een zoekactie verschijnt (standaard 15000).</translation>
    </message>
    <message>
        <source>%1: unknown format (use .json or .html)</source>
        <translation>%1: onbekend formaat (gebruik .json of .html)</translation>
    </message>
    <message>
        <source>%1: could not be probed: %2</source>
        <translation>%1: kon niet worden gecontroleerd: %2</translation>
    </message>
    <message>
        <source>%1: declared %2, observed %3%4</source>
        <translation>%1: opgegeven %2, waargenomen %3%4</translation>
    </message>
    <message>
        <source> — CONTRADICTION</source>
        <translation> — TEGENSPRAAK</translation>
    </message>
    <message>
        <source>same key and parameters: one record%1</source>
        <translation>zelfde sleutel en parameters: één record%1</translation>
    </message>
    <message>
        <source>, replay marker</source>
        <translation>, herhalingsmarkering</translation>
    </message>
    <message>
        <source>same key and parameters: a second record (the key is ignored)</source>
        <translation>zelfde sleutel en parameters: een tweede record (de sleutel wordt genegeerd)</translation>
    </message>
    <message>
        <source>same key, other parameters: refused (HTTP %1)</source>
        <translation>zelfde sleutel, andere parameters: geweigerd (HTTP %1)</translation>
    </message>
    <message>
        <source>same key, other parameters: not refused (HTTP %1)</source>
        <translation>zelfde sleutel, andere parameters: niet geweigerd (HTTP %1)</translation>
    </message>
    <message>
        <source>lookup by reference: not found</source>
        <translation>zoeken op referentie: niet gevonden</translation>
    </message>
    <message>
        <source>canary records (&quot;%1&quot;, safe to delete): %2</source>
        <translation>testrecords (&quot;%1&quot;, mogen worden verwijderd): %2</translation>
    </message>
    <message>
        <source>the profile should declare: %1</source>
        <translation>het profiel zou moeten opgeven: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>The bearer token the emulated provider APIs (/resend/…) require (default sandbox-token).</source>
        <translation>Het bearer-token dat de nagebootste provider-API’s (/resend/…) vereisen (standaard sandbox-token).</translation>
    </message>
    <message>
        <source>TOKEN</source>
        <translation>TOKEN</translation>
    </message>
    <message>
        <source>HubSpot searches allowed per second (default 4; 0: no limit).</source>
        <translation>Toegestane HubSpot-zoekacties per seconde (standaard 4; 0: geen limiet).</translation>
    </message>
    <message>
        <source>HubSpot requests allowed per 10 seconds (default 100; 0: no limit).</source>
        <translation>Toegestane HubSpot-verzoeken per 10 seconden (standaard 100; 0: geen limiet).</translation>
    </message>
    <message>
        <source>same key, other parameters: the one record was updated (HTTP %1), no second record</source>
        <translation>zelfde sleutel, andere parameters: het ene record is bijgewerkt (HTTP %1), geen tweede record</translation>
    </message>
    <message>
        <source>run the six acceptance cases (against the sandbox or configured targets) and write reports</source>
        <translation>de zes acceptatiegevallen uitvoeren (tegen de sandbox of geconfigureerde doelen) en rapporten schrijven</translation>
    </message>
    <message>
        <source>Serve only the emulated provider APIs, without the admin API (faults, clock, effect counts): a stand-in for the real providers.</source>
        <translation>Alleen de nagebootste provider-API&apos;s aanbieden, zonder beheer-API (fouten, klok, effecttellingen): een vervanger voor de echte providers.</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>niet uitgevoerd</translation>
    </message>
    <message>
        <source>probe %1: %2</source>
        <translation>test %1: %2</translation>
    </message>
    <message>
        <source>the %1 cases that ran passed; %2 need the sandbox and were not run</source>
        <translation>de %1 uitgevoerde gevallen zijn geslaagd; %2 hebben de sandbox nodig en zijn niet uitgevoerd</translation>
    </message>
    <message>
        <source>not sound: %1</source>
        <translation>niet in orde: %1</translation>
    </message>
    <message>
        <source>the ledger cannot be trusted: %1</source>
        <translation>de ledger is niet te vertrouwen: %1</translation>
    </message>
    <message>
        <source>check the file, the append-only guards and the hash chain, and name what is wrong</source>
        <translation>het bestand, de alleen-toevoegen-beveiliging en de hashketen controleren en benoemen wat er mis is</translation>
    </message>
    <message>
        <source>write the chain&apos;s head, signed (Ed25519), to keep elsewhere for verify --checkpoint</source>
        <translation>de kop van de keten ondertekend (Ed25519) wegschrijven, om elders te bewaren voor verify --checkpoint</translation>
    </message>
    <message>
        <source>The Ed25519 private key (PEM) that signs; made, readable by you only, if the file does not exist yet. Keep it away from the ledger&apos;s machine if you can.</source>
        <translation>De private Ed25519-sleutel (PEM) die ondertekent; wordt aangemaakt (alleen door u leesbaar) als het bestand nog niet bestaat. Bewaar hem zo mogelijk niet op de machine van de ledger.</translation>
    </message>
    <message>
        <source>Where to write the checkpoint (JSON). Keep a copy elsewhere.</source>
        <translation>Waar het controlepunt wordt geschreven (JSON). Bewaar elders een kopie.</translation>
    </message>
    <message>
        <source>checkpoint needs --key FILE and --out FILE</source>
        <translation>checkpoint heeft --key BESTAND en --out BESTAND nodig</translation>
    </message>
    <message>
        <source>no checkpoint written: the ledger does not verify: %1</source>
        <translation>geen controlepunt geschreven: de ledger doorstaat de controle niet: %1</translation>
    </message>
    <message>
        <source>cannot write the new key %1: %2</source>
        <translation>de nieuwe sleutel %1 kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>made a new signing key %1 (its public key: %1.pub)</source>
        <translation>nieuwe ondertekeningssleutel %1 aangemaakt (publieke sleutel: %1.pub)</translation>
    </message>
    <message>
        <source>%1 is not an Ed25519 private key in PEM</source>
        <translation>%1 is geen private Ed25519-sleutel in PEM</translation>
    </message>
    <message>
        <source>checkpoint of entry %1 (hash %2) written to %3</source>
        <translation>controlepunt van item %1 (hash %2) geschreven naar %3</translation>
    </message>
    <message>
        <source>Also prove the ledger still holds this checkpoint&apos;s entry unchanged.</source>
        <translation>Ook aantonen dat de ledger het item van dit controlepunt ongewijzigd bevat.</translation>
    </message>
    <message>
        <source>The public key (PEM) the checkpoint must be signed with (default: the one it carries).</source>
        <translation>De publieke sleutel (PEM) waarmee het controlepunt ondertekend moet zijn (standaard: de meegeleverde).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s signature does not match: it was altered, or signed by another key</source>
        <translation>de handtekening van het controlepunt klopt niet: het is gewijzigd of met een andere sleutel ondertekend</translation>
    </message>
    <message>
        <source>the ledger ends at entry %1, before the checkpoint&apos;s entry %2 of %3: entries were removed</source>
        <translation>de ledger eindigt bij item %1, vóór item %2 van het controlepunt van %3: er zijn items verwijderd</translation>
    </message>
    <message>
        <source>entry %1 is not the one checkpointed at %2: the chain was rewritten up to there</source>
        <translation>item %1 is niet het item dat op %2 is vastgelegd: de keten is tot daar herschreven</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged</source>
        <translation>; het controlepunt van item %1 (%2) is ongewijzigd aanwezig</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged (its signature checked against the key it carries; pass --public-key to check it against yours)</source>
        <translation>; het controlepunt van item %1 (%2) is ongewijzigd aanwezig (handtekening gecontroleerd met de meegeleverde sleutel; gebruik --public-key om met de uwe te controleren)</translation>
    </message>
    <message>
        <source>the checkpoint file is written, but the ledger could not note it: %1</source>
        <translation>het controlepuntbestand is geschreven, maar het grootboek kon het niet noteren: %1</translation>
    </message>
    <message numerus="yes">
        <source>lookup by reference: %n record(s), visible after %1 ms (declared settle_ms %2)</source>
        <translation>
            <numerusform>opzoeken op referentie: %n record, zichtbaar na %1 ms (opgegeven settle_ms %2)</numerusform>
            <numerusform>opzoeken op referentie: %n records, zichtbaar na %1 ms (opgegeven settle_ms %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>What this process does: intake (answers webhooks, never calls a target), runner (works steps; HTTP only for /healthz and /metrics, and only with --listen) or all (default).</source>
        <translation>Wat dit proces doet: intake (beantwoordt webhooks, roept nooit een doel aan), runner (werkt stappen af; HTTP alleen voor /healthz en /metrics, en alleen met --listen) of all (standaard).</translation>
    </message>
    <message>
        <source>ROLE</source>
        <translation>ROL</translation>
    </message>
    <message>
        <source>The same as --role runner.</source>
        <translation>Hetzelfde als --role runner.</translation>
    </message>
    <message>
        <source>How often the runner looks for work (default 200; 1000 on PostgreSQL, where new work wakes it).</source>
        <translation>Hoe vaak de runner naar werk kijkt (standaard 200; 1000 op PostgreSQL, waar nieuw werk hem wekt).</translation>
    </message>
    <message>
        <source>--no-intake and --role %1 contradict each other</source>
        <translation>--no-intake en --role %1 spreken elkaar tegen</translation>
    </message>
    <message>
        <source>--role needs intake, runner or all</source>
        <translation>--role heeft intake, runner of all nodig</translation>
    </message>
    <message>
        <source>health and metrics on http://%1:%2</source>
        <translation>status en metrieken op http://%1:%2</translation>
    </message>
    <message>
        <source>serving as intake only (role intake): no target is called from this process; a runner process works the steps</source>
        <translation>alleen ontvangst (rol intake): dit proces roept geen doel aan; een runnerproces werkt de stappen af</translation>
    </message>
    <message>
        <source>this ledger&apos;s checkpoints are signed with the key pinned at its first checkpoint (fingerprint %1); %2 is another key (fingerprint %3): sign with the pinned key</source>
        <translation>De controlepunten van dit grootboek worden ondertekend met de sleutel die bij het eerste controlepunt is vastgelegd (vingerafdruk %1); %2 is een andere sleutel (vingerafdruk %3): onderteken met de vastgelegde sleutel</translation>
    </message>
    <message>
        <source>%1 is not an Ed25519 public key in PEM</source>
        <translation>%1 is geen openbare Ed25519-sleutel in PEM</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s signature does not match the key pinned in the ledger at its first checkpoint (fingerprint %1): it was altered, or signed by another key</source>
        <translation>De handtekening van het controlepunt past niet bij de sleutel die in het grootboek bij het eerste controlepunt is vastgelegd (vingerafdruk %1): het is gewijzigd of met een andere sleutel ondertekend</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged (signed with the key pinned at the ledger&apos;s first checkpoint, fingerprint %3)</source>
        <translation>; het controlepunt van item %1 (%2) is ongewijzigd aanwezig (ondertekend met de sleutel die bij het eerste controlepunt van het grootboek is vastgelegd, vingerafdruk %3)</translation>
    </message>
    <message>
        <source>Free space on a ledger file&apos;s disk that intake leaves to the runner: below it, deliveries are answered 503 (default 32; 0: none).</source>
        <translation>Vrije ruimte op de schijf van een grootboekbestand die de ontvangst aan de runner overlaat: daaronder worden leveringen met 503 beantwoord (standaard 32; 0: geen).</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>--disk-reserve-mb needs a whole number of megabytes ≥ 0</source>
        <translation>--disk-reserve-mb heeft een geheel aantal megabytes ≥ 0 nodig</translation>
    </message>
    <message>
        <source>the ledger %1 holds no configuration yet (serve and init --config record theirs); pass --config FILE</source>
        <translation>het grootboek %1 bevat nog geen configuratie (serve en init --config leggen de hunne vast); geef --config BESTAND op</translation>
    </message>
    <message>
        <source>the configuration recorded in the ledger cannot be read: %1</source>
        <translation>de in het grootboek vastgelegde configuratie is niet leesbaar: %1</translation>
    </message>
    <message>
        <source>Record these targets and flows in the ledger: decide and the console then use them.</source>
        <translation>Deze doelen en flows in het grootboek vastleggen: decide en de console gebruiken ze dan.</translation>
    </message>
    <message>
        <source>configuration recorded in the ledger (fingerprint %1)</source>
        <translation>configuratie in het grootboek vastgelegd (vingerafdruk %1)</translation>
    </message>
    <message>
        <source>cannot record the configuration in the ledger: %1</source>
        <translation>de configuratie kan niet in het grootboek worden vastgelegd: %1</translation>
    </message>
    <message>
        <source>Targets: reconcile, adopt and confirm-not-executed look the step up there first (default: the configuration the ledger recorded; a target at another address than the step was sent to is refused).</source>
        <translation>Doelen: reconcile, adopt en confirm-not-executed zoeken de stap daar eerst op (standaard: de configuratie die het grootboek vastlegde; een doel op een ander adres dan waarheen de stap ging, wordt geweigerd).</translation>
    </message>
    <message numerus="yes">
        <source>operations held longer than %n minute(s) are reported to %1</source>
        <translation>
            <numerusform>bewerkingen die langer dan %n minuut zijn aangehouden, worden gemeld aan %1</numerusform>
            <numerusform>bewerkingen die langer dan %n minuten zijn aangehouden, worden gemeld aan %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the logins of a PostgreSQL ledger and their roles: init, add, list, remove, whoami</source>
        <translation>de logins van een PostgreSQL-grootboek en hun rollen: init, add, list, remove, whoami</translation>
    </message>
    <message>
        <source>Who decides (recorded). On a team ledger the signed-in login decides: leave it out, or give its display name.</source>
        <translation>Wie beslist (vastgelegd). In een teamgrootboek beslist de aangemelde login: laat het weg of geef zijn weergavenaam.</translation>
    </message>
    <message>
        <source>init (run once by the database owner) | add | list | remove | whoami</source>
        <translation>init (eenmaal door de eigenaar van de database) | add | list | remove | whoami</translation>
    </message>
    <message>
        <source>add, remove: the database login.</source>
        <translation>add, remove: de login van de database.</translation>
    </message>
    <message>
        <source>add: service | reviewer | approver | auditor.</source>
        <translation>add: service | reviewer | approver | auditor.</translation>
    </message>
    <message>
        <source>add: the name recorded with the login&apos;s decisions (default: the login).</source>
        <translation>add: de naam die bij de beslissingen van de login wordt vastgelegd (standaard: de login).</translation>
    </message>
    <message>
        <source>team add needs --login</source>
        <translation>team add heeft --login nodig</translation>
    </message>
    <message>
        <source>team add needs --role service, reviewer, approver or auditor</source>
        <translation>team add heeft --role service, reviewer, approver of auditor nodig</translation>
    </message>
    <message>
        <source>team remove needs --login</source>
        <translation>team remove heeft --login nodig</translation>
    </message>
    <message>
        <source>unknown team action &apos;%1&apos;</source>
        <translation>onbekende teamactie &apos;%1&apos;</translation>
    </message>
    <message>
        <source>team roles ready: runledger_service, runledger_reviewer, runledger_approver, runledger_auditor</source>
        <translation>teamrollen klaar: runledger_service, runledger_reviewer, runledger_approver, runledger_auditor</translation>
    </message>
    <message>
        <source>%1 is now %2 on this ledger</source>
        <translation>%1 is nu %2 in dit grootboek</translation>
    </message>
    <message>
        <source>%1 is no longer on this ledger&apos;s team (its decisions stay)</source>
        <translation>%1 hoort niet meer bij het team van dit grootboek (zijn beslissingen blijven)</translation>
    </message>
    <message>
        <source>login %1; this ledger has no team: decisions record the name given</source>
        <translation>login %1; dit grootboek heeft geen team: beslissingen leggen de opgegeven naam vast</translation>
    </message>
    <message>
        <source>login %1, not on this ledger&apos;s team</source>
        <translation>login %1, niet in het team van dit grootboek</translation>
    </message>
    <message>
        <source>%1 (login %2), %3</source>
        <translation>%1 (login %2), %3</translation>
    </message>
    <message>
        <source>no team yet: decisions record the name given (runledgerctl team add)</source>
        <translation>nog geen team: beslissingen leggen de opgegeven naam vast (runledgerctl team add)</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(verwijderd)</translation>
    </message>
    <message>
        <source>export every decision with its login, role, rationale and evidence, the chain&apos;s state and last checkpoint</source>
        <translation>elke beslissing exporteren met login, rol, motivering en bewijs, de staat van de keten en het laatste controlepunt</translation>
    </message>
    <message>
        <source>First day (or moment, ISO 8601, UTC) of decisions to include.</source>
        <translation>Eerste dag (of moment, ISO 8601, UTC) van de op te nemen beslissingen.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>DATUM</translation>
    </message>
    <message>
        <source>Last day (or moment) of decisions to include.</source>
        <translation>Laatste dag (of moment) van de op te nemen beslissingen.</translation>
    </message>
    <message>
        <source>--from and --to take a date (2026-12-01) or a moment (2026-12-01T09:30:00Z)</source>
        <translation>--from en --to nemen een datum (2026-12-01) of een moment (2026-12-01T09:30:00Z)</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) exported to %1</source>
        <translation>
            <numerusform>%n beslissing geëxporteerd naar %1</numerusform>
            <numerusform>%n beslissingen geëxporteerd naar %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the chain is broken: %1</source>
        <translation>de keten is gebroken: %1</translation>
    </message>
    <message>
        <source>countersigning %1&apos;s request: %2</source>
        <translation>verzoek van %1 wordt medeondertekend: %2</translation>
    </message>
    <message>
        <source>recorded as request #%1: %2</source>
        <translation>vastgelegd als verzoek #%1: %2</translation>
    </message>
    <message>
        <source>e-mails delivered, delayed, bounced, failed or suppressed: %1, %2, %3, %4</source>
        <translation>e-mails afgeleverd, vertraagd, gebounced, mislukt of onderdrukt: %1, %2, %3, %4</translation>
    </message>
    <message>
        <source>Runledger audit export</source>
        <translation>Runledger-auditexport</translation>
    </message>
    <message>
        <source>Ledger: %1</source>
        <translation>Grootboek: %1</translation>
    </message>
    <message>
        <source>Period: %1 to %2</source>
        <translation>Periode: %1 tot %2</translation>
    </message>
    <message>
        <source>the first decision</source>
        <translation>het eerste besluit</translation>
    </message>
    <message>
        <source>the last decision</source>
        <translation>het laatste besluit</translation>
    </message>
    <message>
        <source>Exported at %1</source>
        <translation>Geëxporteerd op %1</translation>
    </message>
    <message>
        <source>Last anchored checkpoint: none</source>
        <translation>Laatste verankerde controlepunt: geen</translation>
    </message>
    <message>
        <source>Last anchored checkpoint: entry %1, hash %2, at %3</source>
        <translation>Laatste verankerde controlepunt: regel %1, hash %2, op %3</translation>
    </message>
    <message>
        <source>The decision chain verifies: %1 entries, head %2</source>
        <translation>De besluitketen klopt: %1 regels, kop %2</translation>
    </message>
    <message>
        <source>The decision chain is BROKEN: %1</source>
        <translation>De besluitketen is GEBROKEN: %1</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Decided at (UTC)</source>
        <translation>Besloten op (UTC)</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Login</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Besluit</translation>
    </message>
    <message>
        <source>Operation, step</source>
        <translation>Operatie, stap</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Motivering</translation>
    </message>
    <message>
        <source>Countersigned by</source>
        <translation>Medeondertekend door</translation>
    </message>
    <message>
        <source>%1 (requested)</source>
        <translation>%1 (gevraagd)</translation>
    </message>
    <message>
        <source>every decision</source>
        <translation>alle besluiten</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 tot %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>Machine-readable twin of this export</source>
        <translation>Machineleesbare tweeling van deze export</translation>
    </message>
    <message>
        <source>The export: FILE.csv, FILE.json or FILE.pdf (a document to sign, its JSON attached).</source>
        <translation>De export: BESTAND.csv, BESTAND.json of BESTAND.pdf (een document om te ondertekenen, met de JSON als bijlage).</translation>
    </message>
    <message>
        <source>audit needs --out FILE.csv, FILE.json or FILE.pdf</source>
        <translation>audit heeft --out BESTAND.csv, BESTAND.json of BESTAND.pdf nodig</translation>
    </message>
    <message>
        <source>cannot lay the PDF out: %1</source>
        <translation>de PDF kan niet worden opgemaakt: %1</translation>
    </message>
    <message>
        <source>the targets&apos; last probes could not be read: %1</source>
        <translation>de laatste tests van de doelen konden niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Points in Shopify&apos;s cost bucket (default 2000).</source>
        <translation>Punten in de kostenemmer van Shopify (standaard 2000).</translation>
    </message>
    <message>
        <source>Points Shopify&apos;s cost bucket restores per second (default 100).</source>
        <translation>Punten die de kostenemmer van Shopify per seconde aanvult (standaard 100).</translation>
    </message>
    <message>
        <source>--shopify-bucket needs a number of at least 1 and --shopify-restore-rate one above 0</source>
        <translation>--shopify-bucket heeft een getal van minstens 1 nodig en --shopify-restore-rate een boven 0</translation>
    </message>
    <message>
        <source>Run the six cases on the flow &quot;order, voucher, e-mail with its code&quot;: the voucher is the first step (the sandbox&apos;s Stripe emulation, or the configuration&apos;s first voucher target).</source>
        <translation>De zes gevallen uitvoeren op de flow &quot;bestelling, tegoedbon, e-mail met de code&quot;: de tegoedbon is de eerste stap (de Stripe-emulatie van de sandbox, of het eerste tegoedbondoel van de configuratie).</translation>
    </message>
    <message>
        <source>vouchers created: %1, each once</source>
        <translation>aangemaakte tegoedbonnen: %1, elk één keer</translation>
    </message>
    <message>
        <source>vouchers created: %1, some code more than once</source>
        <translation>aangemaakte tegoedbonnen: %1, een code meer dan één keer</translation>
    </message>
    <message>
        <source>the same code again: refused as taken, no second voucher</source>
        <translation>dezelfde code nogmaals: geweigerd als bezet, geen tweede tegoedbon</translation>
    </message>
    <message>
        <source>canary codes removed again: %1</source>
        <translation>testcodes weer verwijderd: %1</translation>
    </message>
    <message>
        <source>clock: this machine&apos;s clock is %1; the ledger&apos;s clock decides, and nothing is resent nor called not executed from here until it is right</source>
        <translation>klok: de klok van deze machine loopt %1; de klok van het grootboek beslist, en vanaf hier wordt niets opnieuw verstuurd of niet-uitgevoerd genoemd tot ze goed staat</translation>
    </message>
    <message>
        <source>clock: this machine&apos;s clock agrees with the ledger database&apos;s again (%1)</source>
        <translation>klok: de klok van deze machine komt weer overeen met die van de grootboekdatabase (%1)</translation>
    </message>
    <message>
        <source>this ledger was restored at %1 from a backup taken at %2: %3 steps were rechecked, and until %4 every step is looked up at its target before its first attempt</source>
        <translation>dit grootboek werd op %1 hersteld uit een back-up van %2: %3 stappen werden opnieuw gecontroleerd, en tot %4 wordt elke stap vóór zijn eerste poging bij zijn doel opgezocht</translation>
    </message>
    <message>
        <source>copy the ledger while it is in use (SQLite&apos;s online backup; pg_dump on a snapshot), marked as a backup</source>
        <translation>het grootboek kopiëren terwijl het in gebruik is (online back-up van SQLite; pg_dump op een snapshot), gemarkeerd als back-up</translation>
    </message>
    <message>
        <source>put a backup back in service: steps it caught in flight are looked up before anything is sent</source>
        <translation>een back-up weer in gebruik nemen: stappen die zij midden in de uitvoering vastlegde, worden opgezocht voordat er iets wordt verstuurd</translation>
    </message>
    <message>
        <source>restored:                   %1</source>
        <translation>hersteld:                   %1</translation>
    </message>
    <message>
        <source>clock:                      this machine&apos;s clock is %1</source>
        <translation>klok:                       de klok van deze machine loopt %1</translation>
    </message>
    <message>
        <source>restored at %1 from a backup taken at %2; %3 steps were rechecked</source>
        <translation>op %1 hersteld uit een back-up van %2; %3 stappen werden opnieuw gecontroleerd</translation>
    </message>
    <message>
        <source>; until %1 every step is looked up at its target before its first attempt</source>
        <translation>; tot %1 wordt elke stap voor zijn eerste poging bij zijn doel opgezocht</translation>
    </message>
    <message>
        <source>The backup file to write (it must not exist). SQLite: a ledger file; PostgreSQL: a psql script made by pg_dump.</source>
        <translation>Het back-upbestand dat wordt geschreven (het mag niet bestaan). SQLite: een grootboekbestand; PostgreSQL: een psql-script van pg_dump.</translation>
    </message>
    <message>
        <source>backup needs --out FILE</source>
        <translation>backup vereist --out BESTAND</translation>
    </message>
    <message>
        <source>%1 exists already; a backup is never written over a file</source>
        <translation>%1 bestaat al; een back-up overschrijft nooit een bestand</translation>
    </message>
    <message>
        <source>the backup %1 cannot be opened: %2</source>
        <translation>de back-up %1 kan niet worden geopend: %2</translation>
    </message>
    <message>
        <source>the backup %1 does not verify: %2</source>
        <translation>de back-up %1 doorstaat de controle niet: %2</translation>
    </message>
    <message>
        <source>pg_dump is not installed (Debian package postgresql-client)</source>
        <translation>pg_dump is niet geïnstalleerd (Debian-pakket postgresql-client)</translation>
    </message>
    <message>
        <source>pg_dump failed (exit code %1); nothing was kept</source>
        <translation>pg_dump is mislukt (afsluitcode %1); er is niets bewaard</translation>
    </message>
    <message>
        <source>backup of %1 as of %2 written to %3 (decision chain at entry %4, %5)</source>
        <translation>back-up van %1 per %2 geschreven naar %3 (beslissingsketen bij item %4, %5)</translation>
    </message>
    <message>
        <source>The backup to restore (made by runledgerctl backup).</source>
        <translation>De back-up die wordt hersteld (gemaakt met runledgerctl backup).</translation>
    </message>
    <message>
        <source>restore needs --from FILE and --ledger PATH (a file that does not exist yet, or an empty PostgreSQL database)</source>
        <translation>restore vereist --from BESTAND en --ledger PAD (een bestand dat nog niet bestaat, of een lege PostgreSQL-database)</translation>
    </message>
    <message>
        <source>no backup at %1</source>
        <translation>geen back-up op %1</translation>
    </message>
    <message>
        <source>%1 exists; restore writes a new file only (move the old ledger and its -wal and -shm files aside first)</source>
        <translation>%1 bestaat; restore schrijft alleen een nieuw bestand (zet het oude grootboek en zijn -wal- en -shm-bestanden eerst opzij)</translation>
    </message>
    <message>
        <source>%1 is not a backup of a ledger: %2</source>
        <translation>%1 is geen back-up van een grootboek: %2</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3</source>
        <translation>kan %1 niet naar %2 kopiëren: %3</translation>
    </message>
    <message>
        <source>%1 holds a ledger already; restore into a new, empty database</source>
        <translation>%1 bevat al een grootboek; herstel in een nieuwe, lege database</translation>
    </message>
    <message>
        <source>psql is not installed (Debian package postgresql-client)</source>
        <translation>psql is niet geïnstalleerd (Debian-pakket postgresql-client)</translation>
    </message>
    <message>
        <source>psql could not load %1 (exit code %2); nothing was restored</source>
        <translation>psql kon %1 niet laden (afsluitcode %2); er is niets hersteld</translation>
    </message>
    <message>
        <source>%1 holds no backup marker: it was not made by runledgerctl backup</source>
        <translation>%1 draagt geen back-upmarkering: het is niet gemaakt met runledgerctl backup</translation>
    </message>
    <message numerus="yes">
        <source>the restored ledger verifies: %n decision(s), head %1</source>
        <translation>
            <numerusform>het herstelde grootboek doorstaat de controle: %n beslissing, kop %1</numerusform>
            <numerusform>het herstelde grootboek doorstaat de controle: %n beslissingen, kop %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the restored ledger does not verify: %1</source>
        <translation>het herstelde grootboek doorstaat de controle niet: %1</translation>
    </message>
    <message>
        <source>e-mails marked as spam:     %1 (delivered, and counted there too)</source>
        <translation>als spam gemarkeerde e-mails: %1 (bezorgd, en daar ook geteld)</translation>
    </message>
    <message>
        <source>  looking at it: %1 since %2 (until %3)</source>
        <translation>  bekijkt het: %1 sinds %2 (tot %3)</translation>
    </message>
    <message>
        <source>    held by %1 until %2</source>
        <translation>    vastgehouden door %1 tot %2</translation>
    </message>
    <message>
        <source>  e-mail of step %1: %2%3</source>
        <translation>  e-mail van stap %1: %2%3</translation>
    </message>
    <message>
        <source>%1 (login %2)</source>
        <translation>%1 (login %2)</translation>
    </message>
    <message>
        <source>intake on port %1, %2</source>
        <translation>ontvangst op poort %1, %2</translation>
    </message>
    <message>
        <source>runner started</source>
        <translation>runner gestart</translation>
    </message>
    <message>
        <source>no runner</source>
        <translation>geen runner</translation>
    </message>
    <message>
        <source>accepted by the mail service</source>
        <translation>aangenomen door de maildienst</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>niet verzonden</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>verzonden</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>vertraagd</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>bezorgd</translation>
    </message>
    <message>
        <source>delivered, then marked as spam</source>
        <translation>bezorgd, daarna als spam gemarkeerd</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>gebounced</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>onderdrukt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>the sandbox is the program runledger-sandbox, which is not installed next to runledgerctl or on the PATH (Debian: it comes with the runledger package)</source>
        <translation>de sandbox is het programma runledger-sandbox, dat niet naast runledgerctl of in het PATH is geïnstalleerd (Debian: het hoort bij het pakket runledger)</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 kan niet worden gestart: %2</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Probeer &apos;%1 --help&apos;.</translation>
    </message>
    <message>
        <source>Say only where it listens, not every request.</source>
        <translation>Alleen zeggen waar hij luistert, niet elk verzoek.</translation>
    </message>
    <message>
        <source>Run against the first crm and mail targets of this configuration (default: the built-in sandbox, runledger-sandbox). With the sandbox admin API all six cases run; against real targets the four that need no fault, plus the probe.</source>
        <translation>Tegen het eerste CRM- en maildoel van deze configuratie draaien (standaard: de ingebouwde sandbox, runledger-sandbox). Met de beheer-API van de sandbox draaien alle zes gevallen; tegen echte doelen de vier die geen storing nodig hebben, plus de controle.</translation>
    </message>
    <message>
        <source>erase one customer&apos;s personal data from every operation (recorded in the chain, which still verifies)</source>
        <translation>de persoonsgegevens van één klant uit elke bewerking wissen (vastgelegd in de keten, die verifieerbaar blijft)</translation>
    </message>
    <message>
        <source>export everything the ledger holds on one customer, for an access request</source>
        <translation>alles exporteren wat het grootboek over één klant bevat, voor een inzageverzoek</translation>
    </message>
    <message>
        <source>personal data removed:      %1 rows, %2 bytes (retention and erasures)</source>
        <translation>verwijderde persoonsgegevens: %1 rijen, %2 bytes (bewaartermijnen en wissingen)</translation>
    </message>
    <message>
        <source>The customer: an e-mail address, or a Shopify customer id (123 or gid://shopify/Customer/123) with --shop.</source>
        <translation>De klant: een e-mailadres, of een Shopify-klant-id (123 of gid://shopify/Customer/123) met --shop.</translation>
    </message>
    <message>
        <source>EMAIL|ID</source>
        <translation>E-MAIL|ID</translation>
    </message>
    <message>
        <source>The shop of a Shopify customer id (example.myshopify.com).</source>
        <translation>De winkel van een Shopify-klant-id (example.myshopify.com).</translation>
    </message>
    <message>
        <source>DOMAIN</source>
        <translation>DOMEIN</translation>
    </message>
    <message>
        <source>--customer EMAIL, or --customer ID --shop DOMAIN, is required</source>
        <translation>--customer E-MAIL, of --customer ID --shop DOMEIN, is verplicht</translation>
    </message>
    <message>
        <source>--customer is neither an e-mail address nor a Shopify customer id with --shop DOMAIN</source>
        <translation>--customer is geen e-mailadres en geen Shopify-klant-id met --shop DOMEIN</translation>
    </message>
    <message>
        <source>Who erases (recorded). On a team ledger the signed-in login erases: leave it out, or give its display name.</source>
        <translation>Wie wist (vastgelegd). Op een teamgrootboek wist de aangemelde login: laat het weg of geef de weergavenaam.</translation>
    </message>
    <message>
        <source>Why (recorded forever): the request&apos;s ticket or order number, never the customer&apos;s address.</source>
        <translation>Waarom (voor altijd vastgelegd): het ticket- of bestelnummer van het verzoek, nooit het adres van de klant.</translation>
    </message>
    <message>
        <source>Only show the operations that hold the customer&apos;s data; erase nothing.</source>
        <translation>Alleen de bewerkingen met gegevens van de klant tonen; niets wissen.</translation>
    </message>
    <message>
        <source>--rationale is required: every erasure names a person and a reason</source>
        <translation>--rationale is verplicht: elke wissing noemt een persoon en een reden</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) hold this customer&apos;s data</source>
        <translation>
            <numerusform>%n bewerking en %1 gebeurtenis(sen) bevatten gegevens van deze klant</numerusform>
            <numerusform>%n bewerkingen en %1 gebeurtenis(sen) bevatten gegevens van deze klant</numerusform>
        </translation>
    </message>
    <message>
        <source>  (unresolved)</source>
        <translation>  (onopgelost)</translation>
    </message>
    <message>
        <source>erased: %1 rows (%2 bytes) of personal data; chain entry %3</source>
        <translation>gewist: %1 rijen (%2 bytes) persoonsgegevens; ketenregel %3</translation>
    </message>
    <message>
        <source>note: the write-ahead log could not be cut back now (another connection reads); it is at the next checkpoint</source>
        <translation>let op: het write-ahead-log kon nu niet worden ingekort (een andere verbinding leest); dat gebeurt bij het volgende checkpoint</translation>
    </message>
    <message>
        <source>%1 exists already; an export is never written over a file</source>
        <translation>%1 bestaat al; een export overschrijft nooit een bestand</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) exported to %2</source>
        <translation>
            <numerusform>%n bewerking en %1 gebeurtenis(sen) geëxporteerd naar %2</numerusform>
            <numerusform>%n bewerkingen en %1 gebeurtenis(sen) geëxporteerd naar %2</numerusform>
        </translation>
    </message>
    <message>
        <source>What Runledger holds on one customer</source>
        <translation>Wat Runledger over één klant bevat</translation>
    </message>
    <message>
        <source>Exported at %1. Every operation whose event names the customer, with its steps, content, the targets&apos; answers and the decisions about it; then each event as it was received.</source>
        <translation>Geëxporteerd op %1. Elke bewerking waarvan de gebeurtenis de klant noemt, met haar stappen, inhoud, de antwoorden van de doelen en de besluiten erover; daarna elke gebeurtenis zoals ontvangen.</translation>
    </message>
    <message>
        <source>Operation %1</source>
        <translation>Bewerking %1</translation>
    </message>
    <message>
        <source>State: %1, created %2</source>
        <translation>Toestand: %1, aangemaakt %2</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>Kind and target</source>
        <translation>Soort en doel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Toestand</translation>
    </message>
    <message>
        <source>Target&apos;s record</source>
        <translation>Record van het doel</translation>
    </message>
    <message>
        <source>Step %1, content version %2 (%3)</source>
        <translation>Stap %1, inhoudsversie %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2 decided %3: %4</source>
        <translation>%1 %2 besloot %3: %4</translation>
    </message>
    <message>
        <source>Events as received</source>
        <translation>Gebeurtenissen zoals ontvangen</translation>
    </message>
    <message>
        <source>Runledger access export</source>
        <translation>Runledger-inzage-export</translation>
    </message>
    <message>
        <source>The export to write, FILE.json or FILE.pdf (a document, its JSON attached); it must not exist, and is readable by you only.</source>
        <translation>De te schrijven export, BESTAND.json of BESTAND.pdf (een document, de JSON bijgevoegd); mag niet bestaan en is alleen voor u leesbaar.</translation>
    </message>
    <message>
        <source>subject-export needs --out FILE.json or FILE.pdf</source>
        <translation>subject-export heeft --out BESTAND.json of BESTAND.pdf nodig</translation>
    </message>
    <message>
        <source>Connections held open at once, long polls included (default %1; never more than the process&apos;s file descriptor limit leaves room for).</source>
        <translation>Verbindingen die tegelijk open blijven, lange polls inbegrepen (standaard %1; nooit meer dan de bestandsdescriptorlimiet van het proces toelaat).</translation>
    </message>
    <message>
        <source>--max-connections needs a whole number from 16</source>
        <translation>--max-connections heeft een geheel getal vanaf 16 nodig</translation>
    </message>
    <message>
        <source>intake listening on http://%1:%2 (at most %3 connections)</source>
        <translation>intake luistert op http://%1:%2 (hoogstens %3 verbindingen)</translation>
    </message>
    <message>
        <source>callers told when their operations rest: %1</source>
        <translation>aanroepers die horen wanneer hun operaties tot rust komen: %1</translation>
    </message>
    <message>
        <source>Migrate a ledger of an older schema before serving (otherwise serve refuses it, as status does; take a backup first).</source>
        <translation>Een grootboek met een ouder schema migreren voor het serveren (anders weigert serve het, zoals status; maak eerst een back-up).</translation>
    </message>
    <message>
        <source>caller %1: %2</source>
        <translation>aanroeper %1: %2</translation>
    </message>
    <message>
        <source>Connections one client address may hold open, and requests one client may have in flight (default %1).</source>
        <translation>Verbindingen die één clientadres open mag houden, en verzoeken die één client tegelijk mag hebben lopen (standaard %1).</translation>
    </message>
    <message>
        <source>A proxy in front of serve (repeatable): its connections are not limited per address, its clients are, by the last address its X-Forwarded-For names (default: none).</source>
        <translation>Een proxy vóór serve (herhaalbaar): zijn verbindingen worden niet per adres beperkt, zijn clients wel, naar het laatste adres in X-Forwarded-For (standaard: geen).</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADRES</translation>
    </message>
    <message>
        <source>--max-per-client needs a whole number ≥ 1</source>
        <translation>--max-per-client vraagt een geheel getal ≥ 1</translation>
    </message>
    <message>
        <source>--trusted-proxy needs an IP address, not %1</source>
        <translation>--trusted-proxy vraagt een IP-adres, niet %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>waarschuwing: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s)</source>
        <translation>
            <numerusform>%n bewerking</numerusform>
            <numerusform>%n bewerkingen</numerusform>
        </translation>
    </message>
    <message>
        <source>Who signs the reports: named as the signer on their cover. The run&apos;s own decisions are recorded as Runledger&apos;s automated acceptance run, never under this name.</source>
        <translation>Wie de rapporten ondertekent: op het voorblad genoemd als ondertekenaar. De eigen beslissingen van de run worden vastgelegd als de geautomatiseerde acceptatietest van Runledger, nooit onder deze naam.</translation>
    </message>
    <message>
        <source>kept the ledger at %1, marked read-only: it is the record the reports&apos; head hash names</source>
        <translation>ledger bewaard op %1 en als alleen-lezen gemarkeerd: het is het verslag waarvan de rapporten de head-hash noemen</translation>
    </message>
    <message>
        <source>could not mark the kept ledger %1 read-only</source>
        <translation>kon de bewaarde ledger %1 niet als alleen-lezen markeren</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>The PostgreSQL driver for Qt is not installed (Debian package libqt6sql6-psql).</source>
        <translation>Het PostgreSQL-stuurprogramma voor Qt is niet geïnstalleerd (Debian-pakket libqt6sql6-psql).</translation>
    </message>
    <message>
        <source>No ledger at %1. Create one with: runledgerctl init --ledger %1</source>
        <translation>Geen grootboek op %1. Maak er een aan met: runledgerctl init --ledger %1</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 is geen bestand.</translation>
    </message>
    <message>
        <source>The ledger %1 is read-only; it can be read but not changed.</source>
        <translation>Het grootboek %1 is alleen-lezen; het kan gelezen maar niet gewijzigd worden.</translation>
    </message>
    <message>
        <source>Cannot open the ledger %1: %2</source>
        <translation>Kan het grootboek %1 niet openen: %2</translation>
    </message>
    <message>
        <source>The ledger %1 is locked by another program; try again when it has finished.</source>
        <translation>Het grootboek %1 is vergrendeld door een ander programma; probeer het opnieuw als dat klaar is.</translation>
    </message>
    <message>
        <source>The ledger %1 cannot be written (read-only file or folder).</source>
        <translation>Er kan niet naar het grootboek %1 geschreven worden (alleen-lezen bestand of map).</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger or is damaged; restore it from a backup.</source>
        <translation>%1 is geen Runledger-grootboek of is beschadigd; zet het terug vanuit een back-up.</translation>
    </message>
    <message>
        <source>Ledger error while %1: %2</source>
        <translation>Grootboekfout bij %1: %2</translation>
    </message>
    <message>
        <source>configuring the connection</source>
        <translation>het instellen van de verbinding</translation>
    </message>
    <message>
        <source>reading the schema</source>
        <translation>het lezen van het schema</translation>
    </message>
    <message>
        <source>The ledger %1 was written by a newer Runledger (schema %2, this build knows %3); update Runledger.</source>
        <translation>Het grootboek %1 is geschreven door een nieuwere Runledger (schema %2, deze versie kent %3); werk Runledger bij.</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger.</source>
        <translation>%1 is geen Runledger-grootboek.</translation>
    </message>
    <message>
        <source>reading the schema version</source>
        <translation>het lezen van de schemaversie</translation>
    </message>
    <message>
        <source>creating the migrations table</source>
        <translation>het aanmaken van de migratietabel</translation>
    </message>
    <message>
        <source>migrating to schema %1</source>
        <translation>het migreren naar schema %1</translation>
    </message>
    <message>
        <source>recording migration %1</source>
        <translation>het vastleggen van migratie %1</translation>
    </message>
    <message>
        <source>starting a write</source>
        <translation>het beginnen van een schrijfactie</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>het vastleggen (commit)</translation>
    </message>
    <message>
        <source>recording an event</source>
        <translation>het vastleggen van een gebeurtenis</translation>
    </message>
    <message>
        <source>reading an event</source>
        <translation>het lezen van een gebeurtenis</translation>
    </message>
    <message>
        <source>recording a delivery</source>
        <translation>het vastleggen van een levering</translation>
    </message>
    <message>
        <source>reading an operation</source>
        <translation>het lezen van een operatie</translation>
    </message>
    <message>
        <source>creating an operation</source>
        <translation>het aanmaken van een operatie</translation>
    </message>
    <message>
        <source>creating a step</source>
        <translation>het aanmaken van een stap</translation>
    </message>
    <message>
        <source>reading a step</source>
        <translation>het lezen van een stap</translation>
    </message>
    <message>
        <source>storing content</source>
        <translation>het opslaan van inhoud</translation>
    </message>
    <message>
        <source>updating an operation</source>
        <translation>het bijwerken van een operatie</translation>
    </message>
    <message>
        <source>recording a hold</source>
        <translation>het vastleggen van een aanhouding</translation>
    </message>
    <message>
        <source>closing a hold</source>
        <translation>het afsluiten van een aanhouding</translation>
    </message>
    <message>
        <source>listing runnable steps</source>
        <translation>het opsommen van uitvoerbare stappen</translation>
    </message>
    <message>
        <source>listing uncertain steps</source>
        <translation>het opsommen van onzekere stappen</translation>
    </message>
    <message>
        <source>listing expired reservations</source>
        <translation>het opsommen van verlopen reserveringen</translation>
    </message>
    <message>
        <source>reserving a step</source>
        <translation>het reserveren van een stap</translation>
    </message>
    <message>
        <source>another worker reserved the step first</source>
        <translation>een andere worker heeft de stap eerder gereserveerd</translation>
    </message>
    <message>
        <source>recording an attempt</source>
        <translation>het vastleggen van een poging</translation>
    </message>
    <message>
        <source>changing a step</source>
        <translation>het wijzigen van een stap</translation>
    </message>
    <message>
        <source>the step changed meanwhile; nothing was written</source>
        <translation>de stap is intussen gewijzigd; er is niets geschreven</translation>
    </message>
    <message>
        <source>reading an attempt</source>
        <translation>het lezen van een poging</translation>
    </message>
    <message>
        <source>finishing an attempt</source>
        <translation>het afronden van een poging</translation>
    </message>
    <message>
        <source>recording evidence</source>
        <translation>het vastleggen van bewijs</translation>
    </message>
    <message>
        <source>storing the target reference</source>
        <translation>het opslaan van de doelreferentie</translation>
    </message>
    <message>
        <source>expiring a reservation</source>
        <translation>het laten verlopen van een reservering</translation>
    </message>
    <message>
        <source>storing the lookup result</source>
        <translation>het opslaan van het zoekresultaat</translation>
    </message>
    <message>
        <source>recording a reviewer</source>
        <translation>het vastleggen van een beoordelaar</translation>
    </message>
    <message>
        <source>reading the chain head</source>
        <translation>het lezen van het begin van de keten</translation>
    </message>
    <message>
        <source>appending a decision</source>
        <translation>het toevoegen van een beslissing</translation>
    </message>
    <message>
        <source>no operation %1</source>
        <translation>geen operatie %1</translation>
    </message>
    <message>
        <source>a decision needs a named reviewer</source>
        <translation>een beslissing heeft een beoordelaar met naam nodig</translation>
    </message>
    <message>
        <source>a decision needs a rationale</source>
        <translation>een beslissing heeft een motivering nodig</translation>
    </message>
    <message>
        <source>a reconcile decision needs the lookup&apos;s evidence</source>
        <translation>een afstembeslissing heeft het bewijs van de zoekactie nodig</translation>
    </message>
    <message>
        <source>adopting the target reference</source>
        <translation>het overnemen van de doelreferentie</translation>
    </message>
    <message>
        <source>adopting needs the target&apos;s reference</source>
        <translation>overnemen vraagt de referentie van het doel</translation>
    </message>
    <message>
        <source>approving a retry</source>
        <translation>het goedkeuren van een herhaling</translation>
    </message>
    <message>
        <source>%1 has no content version %2</source>
        <translation>%1 heeft geen inhoudsversie %2</translation>
    </message>
    <message>
        <source>approving content</source>
        <translation>het goedkeuren van inhoud</translation>
    </message>
    <message>
        <source>pinning the approved content</source>
        <translation>het vastzetten van de goedgekeurde inhoud</translation>
    </message>
    <message>
        <source>assigning needs a reviewer&apos;s name</source>
        <translation>toewijzen vraagt de naam van een beoordelaar</translation>
    </message>
    <message>
        <source>assigning</source>
        <translation>het toewijzen</translation>
    </message>
    <message>
        <source>abandoning</source>
        <translation>het stopzetten</translation>
    </message>
    <message>
        <source>every step is confirmed; there is nothing a new operation could do</source>
        <translation>elke stap is bevestigd; een nieuwe operatie zou niets te doen hebben</translation>
    </message>
    <message>
        <source>holding edited content for approval</source>
        <translation>het aanhouden van bewerkte inhoud voor goedkeuring</translation>
    </message>
    <message>
        <source>linking the new operation</source>
        <translation>het koppelen van de nieuwe operatie</translation>
    </message>
    <message>
        <source>listing operations</source>
        <translation>het opsommen van operaties</translation>
    </message>
    <message>
        <source>counting operations</source>
        <translation>het tellen van operaties</translation>
    </message>
    <message>
        <source>reading steps</source>
        <translation>het lezen van stappen</translation>
    </message>
    <message>
        <source>no step %1</source>
        <translation>geen stap %1</translation>
    </message>
    <message>
        <source>reading attempts</source>
        <translation>het lezen van pogingen</translation>
    </message>
    <message>
        <source>reading evidence</source>
        <translation>het lezen van bewijs</translation>
    </message>
    <message>
        <source>reading content</source>
        <translation>het lezen van inhoud</translation>
    </message>
    <message>
        <source>no content version %1</source>
        <translation>geen inhoudsversie %1</translation>
    </message>
    <message>
        <source>reading decisions</source>
        <translation>het lezen van beslissingen</translation>
    </message>
    <message>
        <source>counting</source>
        <translation>het tellen</translation>
    </message>
    <message>
        <source>entry %1 follows entry %2: an entry is missing or was inserted</source>
        <translation>regel %1 volgt op regel %2: er ontbreekt een regel of er is er een ingevoegd</translation>
    </message>
    <message>
        <source>entry %1 does not link to the entry before it (removed, inserted or reordered)</source>
        <translation>regel %1 verwijst niet naar de regel ervoor (verwijderd, ingevoegd of van volgorde veranderd)</translation>
    </message>
    <message>
        <source>entry %1 was changed after it was written</source>
        <translation>regel %1 is gewijzigd nadat hij was geschreven</translation>
    </message>
    <message>
        <source>reading metrics</source>
        <translation>het lezen van de meetwaarden</translation>
    </message>
    <message>
        <source>preparing the ledger</source>
        <translation>het voorbereiden van het grootboek</translation>
    </message>
    <message>
        <source>the recipient &quot;%1&quot; is not one e-mail address</source>
        <translation>de ontvanger &quot;%1&quot; is niet één e-mailadres</translation>
    </message>
    <message>
        <source>listing steps to verify</source>
        <translation>bij het opsommen van te controleren stappen</translation>
    </message>
    <message>
        <source>the step has no confirming lookup due</source>
        <translation>voor de stap is geen bevestigende zoekactie gepland</translation>
    </message>
    <message>
        <source>storing the confirming lookup</source>
        <translation>bij het opslaan van de bevestigende zoekactie</translation>
    </message>
    <message>
        <source>recording a probe</source>
        <translation>bij het vastleggen van een controle</translation>
    </message>
    <message>
        <source>reading probes</source>
        <translation>bij het lezen van de controles</translation>
    </message>
    <message>
        <source>adopting needs a lookup at the target first</source>
        <translation>overnemen vereist eerst een zoekactie bij het doel</translation>
    </message>
    <message>
        <source>the target does not know %1 for this step&apos;s reference: %2</source>
        <translation>het doel kent %1 niet voor de referentie van deze stap: %2</translation>
    </message>
    <message>
        <source>confirming that a step was not executed needs the reviewer&apos;s explicit confirmation</source>
        <translation>bevestigen dat een stap niet is uitgevoerd vereist de uitdrukkelijke bevestiging van de beoordelaar</translation>
    </message>
    <message>
        <source>confirming not executed needs a lookup at the target first</source>
        <translation>niet-uitgevoerd-bevestigen vereist eerst een zoekactie bij het doel</translation>
    </message>
    <message>
        <source>the target has a record for this step&apos;s reference (%1): it was executed; adopt it instead</source>
        <translation>het doel heeft een record voor de referentie van deze stap (%1): hij is uitgevoerd; neem het in plaats daarvan over</translation>
    </message>
    <message>
        <source>the target&apos;s search may not show the record before %1; look again then</source>
        <translation>de zoekfunctie van het doel toont het record misschien pas vanaf %1; zoek dan opnieuw</translation>
    </message>
    <message>
        <source>the edited content cannot be sent: %1</source>
        <translation>de bewerkte inhoud kan niet worden verzonden: %1</translation>
    </message>
    <message>
        <source>finding the e-mail step</source>
        <translation>bij het zoeken naar de e-mailstap</translation>
    </message>
    <message>
        <source>recording the delivery</source>
        <translation>bij het vastleggen van de bezorging</translation>
    </message>
    <message>
        <source>Ledger error while %1</source>
        <translation>Ledgerfout bij %1</translation>
    </message>
    <message>
        <source>no event %1</source>
        <translation>geen gebeurtenis %1</translation>
    </message>
    <message>
        <source>no attempt %1</source>
        <translation>geen poging %1</translation>
    </message>
    <message>
        <source>the reservation has not expired</source>
        <translation>de reservering is niet verlopen</translation>
    </message>
    <message>
        <source>%1 is an empty file, not a ledger; nothing was written to it. To make it a new ledger: runledgerctl init --ledger %1</source>
        <translation>%1 is een leeg bestand, geen ledger; er is niets in geschreven. Een nieuwe ledger ervan maken: runledgerctl init --ledger %1</translation>
    </message>
    <message>
        <source>the ledger file %1 was deleted while in use</source>
        <translation>het ledgerbestand %1 is tijdens gebruik verwijderd</translation>
    </message>
    <message>
        <source>the ledger file %1 was replaced while in use</source>
        <translation>het ledgerbestand %1 is tijdens gebruik vervangen</translation>
    </message>
    <message>
        <source>the ledger&apos;s write-ahead log %1-wal was deleted while in use: commits since then are in no file</source>
        <translation>het write-ahead log %1-wal van de ledger is tijdens gebruik verwijderd: commits sindsdien staan in geen enkel bestand</translation>
    </message>
    <message>
        <source>the ledger&apos;s write-ahead log %1-wal was replaced while in use</source>
        <translation>het write-ahead log %1-wal van de ledger is tijdens gebruik vervangen</translation>
    </message>
    <message>
        <source>the ledger file is damaged (the database&apos;s integrity check: %1)</source>
        <translation>het ledgerbestand is beschadigd (integriteitscontrole van de database: %1)</translation>
    </message>
    <message>
        <source>the decisions&apos; append-only guards were removed (%1)</source>
        <translation>de beveiliging die beslissingen alleen-toevoegen maakt is verwijderd (%1)</translation>
    </message>
    <message>
        <source>%1; and %2</source>
        <translation>%1; en %2</translation>
    </message>
    <message>
        <source>%1 entries have no sequence number (the first decided at %2 by %3): inserted outside Runledger</source>
        <translation>%1 items hebben geen volgnummer (het eerste besloten op %2 door %3): buiten Runledger ingevoegd</translation>
    </message>
    <message>
        <source>%1: entries may since have been changed in ways only an anchored checkpoint can show</source>
        <translation>%1: items kunnen sindsdien gewijzigd zijn op een manier die alleen een verankerd controlepunt kan tonen</translation>
    </message>
    <message>
        <source>checking the ledger file</source>
        <translation>het controleren van het ledgerbestand</translation>
    </message>
    <message>
        <source>the ledger file %1 is damaged (the database&apos;s check: %2)</source>
        <translation>het ledgerbestand %1 is beschadigd (controle van de database: %2)</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger: it holds other tables (%2). Nothing was changed.</source>
        <translation>%1 is geen Runledger-ledger: het bevat andere tabellen (%2). Er is niets gewijzigd.</translation>
    </message>
    <message>
        <source>recording the checkpoint</source>
        <translation>bij het noteren van het controlepunt</translation>
    </message>
    <message>
        <source>reading the last checkpoint</source>
        <translation>bij het lezen van het laatste controlepunt</translation>
    </message>
    <message>
        <source>reading deliveries</source>
        <translation>leveringen lezen</translation>
    </message>
    <message>
        <source>No ledger at %1.</source>
        <translation>Geen grootboek op %1.</translation>
    </message>
    <message>
        <source>Another writer changed the same rows at the same time while %1; it was tried again and still collided.</source>
        <translation>Een andere schrijver wijzigde tegelijk dezelfde rijen bij %1; het is opnieuw geprobeerd en botste nog steeds.</translation>
    </message>
    <message>
        <source>The ledger database is busy: another connection held what %1 needs for over 10 s. Nothing was changed; try again.</source>
        <translation>De grootboekdatabase is bezet: een andere verbinding hield langer dan 10 s vast wat %1 nodig heeft. Er is niets gewijzigd; probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The ledger database took longer than 60 s while %1 and the statement was stopped. Nothing was changed.</source>
        <translation>De grootboekdatabase deed er bij %1 langer dan 60 s over en de opdracht is gestopt. Er is niets gewijzigd.</translation>
    </message>
    <message>
        <source>The connection to the ledger database was lost while %1 (%2). Nothing of it was committed.</source>
        <translation>De verbinding met de grootboekdatabase is verbroken bij %1 (%2). Daarvan is niets vastgelegd.</translation>
    </message>
    <message>
        <source>locking an operation</source>
        <translation>het vergrendelen van een bewerking</translation>
    </message>
    <message>
        <source>waiting for the decision log</source>
        <translation>het wachten op het beslissingslogboek</translation>
    </message>
    <message>
        <source>notifying other processes</source>
        <translation>het verwittigen van andere processen</translation>
    </message>
    <message>
        <source>checking the connection</source>
        <translation>het controleren van de verbinding</translation>
    </message>
    <message>
        <source>compacting the queue counts</source>
        <translation>het samenvoegen van de wachtrijtellingen</translation>
    </message>
    <message>
        <source>claiming runnable steps</source>
        <translation>het claimen van uitvoerbare stappen</translation>
    </message>
    <message>
        <source>no answer from the server</source>
        <translation>geen antwoord van de server</translation>
    </message>
    <message>
        <source>the decisions&apos; append-only guards were changed (%1): they no longer refuse every change</source>
        <translation>De beveiligingen die beslissingen alleen laten toevoegen, zijn gewijzigd (%1): ze weigeren niet langer elke wijziging</translation>
    </message>
    <message>
        <source>reading the checkpoints&apos; key</source>
        <translation>bij het lezen van de sleutel van de controlepunten</translation>
    </message>
    <message>
        <source>the ledger file %1 was made read-only while in use: nothing more is written to it</source>
        <translation>het grootboekbestand %1 is tijdens gebruik alleen-lezen gemaakt: er wordt niets meer in geschreven</translation>
    </message>
    <message>
        <source>the folder of the ledger %1 was made read-only while in use: nothing more is written to it</source>
        <translation>de map van het grootboek %1 is tijdens gebruik alleen-lezen gemaakt: er wordt niets meer in geschreven</translation>
    </message>
    <message>
        <source>reading the configuration</source>
        <translation>het lezen van de configuratie</translation>
    </message>
    <message>
        <source>recording the configuration</source>
        <translation>het vastleggen van de configuratie</translation>
    </message>
    <message>
        <source>several records at the target carry this step&apos;s reference (%1): delete all but one of them at the target, then reconcile or adopt the one kept</source>
        <translation>meerdere records bij het doel dragen de referentie van deze stap (%1): verwijder bij het doel alle op één na, stem daarna af of neem het behouden record over</translation>
    </message>
    <message>
        <source>step %1 was sent to %2; this configuration would send it to %3</source>
        <translation>stap %1 is naar %2 gestuurd; deze configuratie zou hem naar %3 sturen</translation>
    </message>
    <message>
        <source>the lookup that found nothing was made at %1, before the target could be expected to show the record (%2); look again</source>
        <translation>de opzoeking die niets vond, was om %1, voordat het doel het record kon tonen (%2); zoek opnieuw</translation>
    </message>
    <message>
        <source>counting held operations</source>
        <translation>tellen van aangehouden bewerkingen</translation>
    </message>
    <message>
        <source>preparing a hold alert</source>
        <translation>voorbereiden van een melding</translation>
    </message>
    <message>
        <source>claiming a hold alert</source>
        <translation>claimen van een melding</translation>
    </message>
    <message>
        <source>reading a hold alert</source>
        <translation>lezen van een melding</translation>
    </message>
    <message>
        <source>recording a sent hold alert</source>
        <translation>vastleggen van een verzonden melding</translation>
    </message>
    <message>
        <source>postponing a hold alert</source>
        <translation>uitstellen van een melding</translation>
    </message>
    <message>
        <source>reading holds</source>
        <translation>lezen van aanhoudingen</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s parameter %1 is not one Runledger passes on (%2).</source>
        <translation>De parameter %1 van de grootboek-URL geeft Runledger niet door (%2).</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s parameter %1 holds a character it may not.</source>
        <translation>De parameter %1 van de grootboek-URL bevat een teken dat niet mag.</translation>
    </message>
    <message>
        <source>The ledger database refused %1: %2</source>
        <translation>De grootboekdatabase weigerde %1: %2</translation>
    </message>
    <message>
        <source>reading the team&apos;s history</source>
        <translation>bij het lezen van de geschiedenis van het team</translation>
    </message>
    <message>
        <source>entry %1 (%2) was decided outside the roles: %3; %4 such entries in all</source>
        <translation>item %1 (%2) is buiten de rollen beslist: %3; %4 zulke items in totaal</translation>
    </message>
    <message>
        <source>a retry of the open step</source>
        <translation>een nieuwe poging voor de open stap</translation>
    </message>
    <message>
        <source>a new approved operation</source>
        <translation>een nieuwe goedgekeurde operatie</translation>
    </message>
    <message>
        <source>an approval of content</source>
        <translation>een goedkeuring van de inhoud</translation>
    </message>
    <message>
        <source>a confirmation that the step was not executed</source>
        <translation>een bevestiging dat de stap niet is uitgevoerd</translation>
    </message>
    <message>
        <source>%1 asked for %2</source>
        <translation>%1 vraagt om %2</translation>
    </message>
    <message>
        <source>no request waits for a second reviewer on this operation</source>
        <translation>voor deze operatie wacht geen verzoek op een tweede beoordelaar</translation>
    </message>
    <message>
        <source>%1&apos;s request (%2) waits for a second reviewer: countersign it, turn it down, or let %1 withdraw it first</source>
        <translation>het verzoek van %1 (%2) wacht op een tweede beoordelaar: onderteken het eerst mee, wijs het af of laat %1 het intrekken</translation>
    </message>
    <message>
        <source>only %1, who made the request, may withdraw it</source>
        <translation>alleen %1, die het verzoek deed, mag het intrekken</translation>
    </message>
    <message>
        <source>you made this request; a second reviewer (another login) countersigns it or turns it down</source>
        <translation>u hebt dit verzoek gedaan; een tweede beoordelaar (een andere login) ondertekent het mee of wijst het af</translation>
    </message>
    <message>
        <source>reading the request</source>
        <translation>bij het lezen van het verzoek</translation>
    </message>
    <message>
        <source>the request %1 cannot be read</source>
        <translation>het verzoek %1 kan niet worden gelezen</translation>
    </message>
    <message>
        <source>recorded as a request: a second reviewer countersigns it before anything is done</source>
        <translation>vastgelegd als verzoek: een tweede beoordelaar ondertekent het mee voordat er iets gebeurt</translation>
    </message>
    <message>
        <source>the request was turned down; the operation waits for another decision</source>
        <translation>het verzoek is afgewezen; de operatie wacht op een ander besluit</translation>
    </message>
    <message>
        <source>the request was withdrawn</source>
        <translation>het verzoek is ingetrokken</translation>
    </message>
    <message>
        <source>recording the request</source>
        <translation>bij het vastleggen van het verzoek</translation>
    </message>
    <message>
        <source>closing the request</source>
        <translation>bij het afsluiten van het verzoek</translation>
    </message>
    <message>
        <source>counting requests waiting for a second reviewer</source>
        <translation>bij het tellen van verzoeken die op een tweede beoordelaar wachten</translation>
    </message>
    <message>
        <source>content that cannot be sent: %1</source>
        <translation>inhoud die niet kan worden verzonden: %1</translation>
    </message>
    <message>
        <source>opening the decision</source>
        <translation>bij het openen van de beslissing</translation>
    </message>
    <message>
        <source>The ledger is open read-only; %1 was not done.</source>
        <translation>Het grootboek is alleen-lezen geopend; %1 is niet gedaan.</translation>
    </message>
    <message>
        <source>The ledger stopped without saying why.</source>
        <translation>Het grootboek stopte zonder te zeggen waarom.</translation>
    </message>
    <message>
        <source>an event of this batch is neither new nor in the ledger</source>
        <translation>een gebeurtenis uit deze batch is niet nieuw en staat ook niet in het grootboek</translation>
    </message>
    <message>
        <source>a step of this batch was not created</source>
        <translation>een stap uit deze batch is niet aangemaakt</translation>
    </message>
    <message>
        <source>The ledger %1 was busy with this program&apos;s other writes for over %2 s; nothing was changed. Try again.</source>
        <translation>Het grootboek %1 was meer dan %2 s bezig met andere schrijfacties van dit programma; er is niets gewijzigd. Probeer het opnieuw.</translation>
    </message>
    <message>
        <source>reading the reference key</source>
        <translation>bij het lezen van de referentiesleutel</translation>
    </message>
    <message>
        <source>The ledger %1 has no reference key; it is damaged.</source>
        <translation>Het grootboek %1 heeft geen referentiesleutel; het is beschadigd.</translation>
    </message>
    <message>
        <source>The ledger %1 has a damaged reference key.</source>
        <translation>Het grootboek %1 heeft een beschadigde referentiesleutel.</translation>
    </message>
    <message>
        <source>Only a SQLite ledger is copied this way; back a PostgreSQL ledger up with runledgerctl backup, which runs pg_dump on a snapshot (docs/operators.md).</source>
        <translation>Alleen een SQLite-grootboek wordt zo gekopieerd; maak een back-up van een PostgreSQL-grootboek met runledgerctl backup, dat pg_dump op een snapshot draait (docs/operators.md).</translation>
    </message>
    <message>
        <source>%1 exists already; a backup is never written over a file.</source>
        <translation>%1 bestaat al; een back-up overschrijft nooit een bestand.</translation>
    </message>
    <message>
        <source>The backup to %1 failed while %2: %3</source>
        <translation>De back-up naar %1 mislukte %2: %3</translation>
    </message>
    <message>
        <source>creating the file</source>
        <translation>bij het aanmaken van het bestand</translation>
    </message>
    <message>
        <source>starting the copy</source>
        <translation>bij het starten van de kopie</translation>
    </message>
    <message>
        <source>copying the pages</source>
        <translation>bij het kopiëren van de pagina&apos;s</translation>
    </message>
    <message>
        <source>reading the copy&apos;s chain head</source>
        <translation>bij het lezen van de kop van de keten van de kopie</translation>
    </message>
    <message>
        <source>marking the copy as a backup</source>
        <translation>bij het markeren van de kopie als back-up</translation>
    </message>
    <message>
        <source>closing the copy&apos;s write-ahead log</source>
        <translation>bij het sluiten van het write-ahead-log van de kopie</translation>
    </message>
    <message>
        <source>closing the copy</source>
        <translation>bij het sluiten van de kopie</translation>
    </message>
    <message>
        <source>A snapshot for pg_dump is PostgreSQL&apos;s; a SQLite ledger is copied directly.</source>
        <translation>Een snapshot voor pg_dump is iets van PostgreSQL; een SQLite-grootboek wordt direct gekopieerd.</translation>
    </message>
    <message>
        <source>starting the backup&apos;s snapshot</source>
        <translation>bij het starten van de snapshot van de back-up</translation>
    </message>
    <message>
        <source>ending the backup&apos;s snapshot</source>
        <translation>bij het beëindigen van de snapshot van de back-up</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s schema</source>
        <translation>bij het lezen van het schema van het grootboek</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s restores</source>
        <translation>bij het lezen van de herstelacties van het grootboek</translation>
    </message>
    <message>
        <source>closing an attempt the backup left open</source>
        <translation>bij het sluiten van een poging die de back-up open liet</translation>
    </message>
    <message>
        <source>rechecking a step after a restore</source>
        <translation>bij het opnieuw controleren van een stap na een herstel</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s backups</source>
        <translation>bij het lezen van de back-ups van het grootboek</translation>
    </message>
    <message>
        <source>recording the restore</source>
        <translation>bij het vastleggen van het herstel</translation>
    </message>
    <message>
        <source>finding the steps to recheck</source>
        <translation>bij het zoeken naar de opnieuw te controleren stappen</translation>
    </message>
    <message>
        <source>finding the steps to look up first</source>
        <translation>bij het zoeken naar de eerst op te zoeken stappen</translation>
    </message>
    <message>
        <source>entry %1 is dated %2, %3 s before the entry it follows (%4): a clock was wrong or the entry was backdated</source>
        <translation>item %1 is gedateerd %2, %3 s vóór het item waarop het volgt (%4): een klok liep verkeerd of het item werd geantedateerd</translation>
    </message>
    <message>
        <source>the lookup is dated %1, after the ledger&apos;s clock (%2): a machine&apos;s clock is wrong; look again once it is right</source>
        <translation>de opzoeking is gedateerd %1, na de klok van het grootboek (%2): de klok van een machine loopt verkeerd; zoek opnieuw op zodra ze goed staat</translation>
    </message>
    <message>
        <source>this computer&apos;s clock is %1: &quot;not executed&quot; is not recorded from it until its clock is right (set it by NTP)</source>
        <translation>de klok van deze computer loopt %1: &quot;niet uitgevoerd&quot; wordt vanaf hier niet vastgelegd tot de klok goed staat (stel haar in via NTP)</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s host %1 cannot be read.</source>
        <translation>De host %1 in de grootboek-URL kan niet worden gelezen.</translation>
    </message>
    <message>
        <source>The connection to the ledger database was lost while committing (%1): whether it was committed is not known.</source>
        <translation>De verbinding met de grootboekdatabase ging verloren tijdens het vastleggen (%1): of er is vastgelegd, is niet bekend.</translation>
    </message>
    <message>
        <source>reading who looks at the operation</source>
        <translation>bij het lezen wie de operatie bekijkt</translation>
    </message>
    <message>
        <source>noting who looks at the operation</source>
        <translation>bij het noteren wie de operatie bekijkt</translation>
    </message>
    <message>
        <source>releasing the operation</source>
        <translation>bij het vrijgeven van de operatie</translation>
    </message>
    <message>
        <source>checking the ledger for changes</source>
        <translation>het controleren van de ledger op wijzigingen</translation>
    </message>
    <message>
        <source>copying the write-ahead log into the ledger</source>
        <translation>het overnemen van het write-ahead-log in de ledger</translation>
    </message>
    <message>
        <source>the write-ahead log was not cut back: this process&apos;s writers did not give a turn</source>
        <translation>het write-ahead-log is niet ingekort: de schrijvers van dit proces gaven geen beurt</translation>
    </message>
    <message>
        <source>cutting back the write-ahead log</source>
        <translation>het inkorten van het write-ahead-log</translation>
    </message>
    <message>
        <source>the ledger holds a value this build does not know (%1 = &apos;%2&apos;); the row is damaged or was written by another program</source>
        <translation>de ledger bevat een waarde die deze versie niet kent (%1 = &apos;%2&apos;); de rij is beschadigd of door een ander programma geschreven</translation>
    </message>
    <message>
        <source>the attempt was already finished; its late answer is kept as evidence</source>
        <translation>de poging was al afgesloten; het late antwoord wordt als bewijs bewaard</translation>
    </message>
    <message>
        <source>keeping a delivery event</source>
        <translation>het bewaren van een bezorggebeurtenis</translation>
    </message>
    <message>
        <source>reading the delivery events kept</source>
        <translation>het lezen van de bewaarde bezorggebeurtenissen</translation>
    </message>
    <message>
        <source>attaching a delivery event</source>
        <translation>het koppelen van een bezorggebeurtenis</translation>
    </message>
    <message>
        <source>an erasure needs a named reviewer</source>
        <translation>een wissing heeft een genoemde beoordelaar nodig</translation>
    </message>
    <message>
        <source>an erasure needs a rationale</source>
        <translation>een wissing heeft een motivering nodig</translation>
    </message>
    <message>
        <source>reading the subject key</source>
        <translation>bij het lezen van de betrokkenensleutel</translation>
    </message>
    <message>
        <source>The ledger %1 has no subject key; it is damaged.</source>
        <translation>Het grootboek %1 heeft geen betrokkenensleutel; het is beschadigd.</translation>
    </message>
    <message>
        <source>The ledger %1 has a damaged subject key.</source>
        <translation>Het grootboek %1 heeft een beschadigde betrokkenensleutel.</translation>
    </message>
    <message>
        <source>reading the events to index</source>
        <translation>bij het lezen van de te indexeren gebeurtenissen</translation>
    </message>
    <message>
        <source>indexing an event&apos;s subjects</source>
        <translation>bij het indexeren van de betrokkenen van een gebeurtenis</translation>
    </message>
    <message>
        <source>reading the operations made from others</source>
        <translation>bij het lezen van de uit andere ontstane bewerkingen</translation>
    </message>
    <message>
        <source>reading the operations&apos; states</source>
        <translation>bij het lezen van de toestanden van de bewerkingen</translation>
    </message>
    <message>
        <source>finding a customer&apos;s events</source>
        <translation>bij het zoeken van de gebeurtenissen van een klant</translation>
    </message>
    <message>
        <source>finding a customer&apos;s operations</source>
        <translation>bij het zoeken van de bewerkingen van een klant</translation>
    </message>
    <message>
        <source>finding a shop&apos;s events</source>
        <translation>bij het zoeken van de gebeurtenissen van een winkel</translation>
    </message>
    <message>
        <source>finding a shop&apos;s operations</source>
        <translation>bij het zoeken van de bewerkingen van een winkel</translation>
    </message>
    <message>
        <source>recording what was removed</source>
        <translation>bij het vastleggen van wat is verwijderd</translation>
    </message>
    <message>
        <source>removing a signed body</source>
        <translation>bij het verwijderen van een ondertekende inhoud</translation>
    </message>
    <message>
        <source>removing rendered content</source>
        <translation>bij het verwijderen van gerenderde inhoud</translation>
    </message>
    <message>
        <source>removing evidence details</source>
        <translation>bij het verwijderen van bewijsdetails</translation>
    </message>
    <message>
        <source>finding what the retention periods have run out for (%1)</source>
        <translation>bij het zoeken waarvoor de bewaartermijnen zijn verstreken (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase</source>
        <translation>
            <numerusform>%n bewerking van deze klant is nog niet opgelost (%1): rond die eerst af of geef die op, wis daarna</numerusform>
            <numerusform>%n bewerkingen van deze klant zijn nog niet opgelost (%1): rond ze eerst af of geef ze op, wis daarna</numerusform>
        </translation>
    </message>
    <message>
        <source>an operation of this customer is running again (%1); erase once it is resolved</source>
        <translation>een bewerking van deze klant loopt weer (%1); wis zodra die is opgelost</translation>
    </message>
    <message>
        <source>reading what was removed</source>
        <translation>bij het lezen van wat is verwijderd</translation>
    </message>
    <message>
        <source>reading Shopify&apos;s compliance requests</source>
        <translation>bij het lezen van de compliance-verzoeken van Shopify</translation>
    </message>
    <message>
        <source>recording Shopify&apos;s compliance requests</source>
        <translation>bij het vastleggen van de compliance-verzoeken van Shopify</translation>
    </message>
    <message>
        <source>recording a compliance request&apos;s outcome</source>
        <translation>bij het vastleggen van de uitkomst van een compliance-verzoek</translation>
    </message>
    <message>
        <source>the rationale contains an e-mail address; a rationale is kept forever: describe the customer by the order number</source>
        <translation>de motivering bevat een e-mailadres; een motivering wordt voor altijd bewaard: beschrijf de klant met het bestelnummer</translation>
    </message>
    <message>
        <source>the rationale contains a phone number; a rationale is kept forever: describe the customer by the order number</source>
        <translation>de motivering bevat een telefoonnummer; een motivering wordt voor altijd bewaard: beschrijf de klant met het bestelnummer</translation>
    </message>
    <message>
        <source>opening the erasure</source>
        <translation>bij het openen van de wissing</translation>
    </message>
    <message>
        <source>preparing a data request notice</source>
        <translation>bij het voorbereiden van een melding over een gegevensverzoek</translation>
    </message>
    <message>
        <source>claiming a data request notice</source>
        <translation>bij het claimen van een melding over een gegevensverzoek</translation>
    </message>
    <message>
        <source>reading a data request notice</source>
        <translation>bij het lezen van een melding over een gegevensverzoek</translation>
    </message>
    <message>
        <source>recording a sent data request notice</source>
        <translation>bij het vastleggen van een verzonden melding over een gegevensverzoek</translation>
    </message>
    <message>
        <source>postponing a data request notice</source>
        <translation>bij het uitstellen van een melding over een gegevensverzoek</translation>
    </message>
    <message>
        <source>recording where an access export is</source>
        <translation>bij het vastleggen waar een inzage-export staat</translation>
    </message>
    <message>
        <source>step %1 changed while its request was being made</source>
        <translation>stap %1 veranderde terwijl het verzoek werd opgesteld</translation>
    </message>
    <message>
        <source>recording who asked</source>
        <translation>vastleggen wie het vroeg</translation>
    </message>
    <message>
        <source>reading who asked for an operation</source>
        <translation>lezen wie om een operatie vroeg</translation>
    </message>
    <message>
        <source>looking for operations that came to rest</source>
        <translation>operaties zoeken die tot rust zijn gekomen</translation>
    </message>
    <message>
        <source>recording a callback</source>
        <translation>terugmelding vastleggen</translation>
    </message>
    <message>
        <source>preparing a callback</source>
        <translation>terugmelding voorbereiden</translation>
    </message>
    <message>
        <source>claiming a callback</source>
        <translation>terugmelding claimen</translation>
    </message>
    <message>
        <source>reading a callback</source>
        <translation>terugmelding lezen</translation>
    </message>
    <message>
        <source>recording a sent callback</source>
        <translation>verzonden terugmelding vastleggen</translation>
    </message>
    <message>
        <source>postponing a callback</source>
        <translation>terugmelding uitstellen</translation>
    </message>
    <message>
        <source>reading operations&apos; states</source>
        <translation>toestanden van operaties lezen</translation>
    </message>
    <message>
        <source>the decision was not written: something on the decisions table that the ledger&apos;s schema does not define swallowed it; run runledgerctl verify</source>
        <translation>het besluit is niet geschreven: iets op de tabel decisions dat het schema van het grootboek niet definieert heeft het ingeslikt; voer runledgerctl verify uit</translation>
    </message>
    <message>
        <source>the ledger&apos;s tables carry what its schema does not define (%1): a trigger, rule or policy can change or swallow a write; remove it and verify again</source>
        <translation>op de tabellen van het grootboek staat wat het schema niet definieert (%1): een trigger, regel of policy kan een schrijfactie wijzigen of inslikken; verwijder het en controleer opnieuw</translation>
    </message>
    <message>
        <source>The ledger %1 has schema %2 and this Runledger needs schema %3: take a backup, then run runledgerctl init --ledger %1 to migrate it (or start serve with --migrate).</source>
        <translation>Het grootboek %1 heeft schema %2 en deze Runledger heeft schema %3 nodig: maak een back-up en migreer het dan met runledgerctl init --ledger %1 (of start serve met --migrate).</translation>
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
        <translation>%1 voor op de klok van de grootboekdatabase</translation>
    </message>
    <message>
        <source>%1 behind the ledger database&apos;s clock</source>
        <translation>%1 achter op de klok van de grootboekdatabase</translation>
    </message>
</context>
<context>
    <name>OpenLedger</name>
    <message>
        <source>The folder %1 does not exist, so there is no ledger at %2. Check the path, or choose another place.</source>
        <translation>De map %1 bestaat niet, dus er is geen grootboek op %2. Controleer het pad of kies een andere plek.</translation>
    </message>
    <message>
        <source>There is no ledger at %1.

Create a new, empty ledger there? (If you meant an existing one, check the name and choose No.)</source>
        <translation>Er is geen grootboek op %1.

Daar een nieuw, leeg grootboek maken? (Bedoelde u een bestaand grootboek, controleer dan de naam en kies Nee.)</translation>
    </message>
    <message>
        <source>Another program is writing to the ledger %1 right now. Try again in a moment.</source>
        <translation>Een ander programma schrijft op dit moment in het grootboek %1. Probeer het zo opnieuw.</translation>
    </message>
    <message>
        <source>The ledger %1 is read-only for you: the console needs to be able to record decisions in it.</source>
        <translation>Het grootboek %1 is voor u alleen-lezen: de console moet er beslissingen in kunnen vastleggen.</translation>
    </message>
    <message>
        <source>%1 is not a ledger this console can trust: %2</source>
        <translation>%1 is geen grootboek dat deze console kan vertrouwen: %2</translation>
    </message>
    <message>
        <source>The ledger %1 was made by a newer version of Runledger. Update Runledger to open it.</source>
        <translation>Het grootboek %1 is gemaakt door een nieuwere versie van Runledger. Werk Runledger bij om het te openen.</translation>
    </message>
    <message>
        <source>There is no ledger at %1.</source>
        <translation>Er is geen grootboek op %1.</translation>
    </message>
    <message>
        <source>The ledger %1 cannot be opened: %2</source>
        <translation>Het grootboek %1 kan niet worden geopend: %2</translation>
    </message>
    <message>
        <source>The ledger file %1 is read-only for you, so decisions cannot be recorded in it.</source>
        <translation>Het grootboekbestand %1 is voor u alleen-lezen; er kunnen geen beslissingen in worden vastgelegd.</translation>
    </message>
    <message>
        <source>The folder of the ledger %1 is read-only for you, so decisions cannot be recorded in it.</source>
        <translation>De map van het grootboek %1 is voor u alleen-lezen; er kunnen geen beslissingen in worden vastgelegd.</translation>
    </message>
    <message>
        <source>New ledger?</source>
        <translation>Nieuw grootboek?</translation>
    </message>
    <message>
        <source>Cannot open the ledger</source>
        <translation>Kan het grootboek niet openen</translation>
    </message>
    <message>
        <source>

Nothing was changed.</source>
        <translation>

Er is niets gewijzigd.</translation>
    </message>
    <message>
        <source>Opening the ledger %1…</source>
        <translation>Het grootboek %1 wordt geopend…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Opening the ledger</source>
        <translation>Grootboek wordt geopend</translation>
    </message>
    <message>
        <source>Welcome to the Runledger demo</source>
        <translation>Welkom bij de Runledger-demo</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Beoordelaar</translation>
    </message>
    <message>
        <source>Runledger makes sure a marketing automation does each thing once — one CRM task, one e-mail, one voucher — even when a webhook arrives twice or a request times out. Where it cannot tell whether something happened, it holds the operation for a person to decide.

The demo plays six such cases against a sandbox CRM and mail service on this computer (nothing leaves it); then the console shows what is held for you.

Your name, recorded on every decision you make (leave empty to look without deciding):</source>
        <translation>Runledger zorgt ervoor dat een marketingautomatisering elk ding één keer doet — één CRM-taak, één e-mail, één voucher — ook als een webhook twee keer binnenkomt of een verzoek een time-out krijgt. Waar het niet kan zeggen of iets is gebeurd, houdt het de bewerking vast zodat een persoon beslist.

De demo speelt zes zulke gevallen af tegen een sandbox-CRM en -maildienst op deze computer (er verlaat niets de computer); daarna toont de console wat voor u is vastgehouden.

Uw naam, vastgelegd bij elke beslissing die u neemt (leeg laten om alleen te kijken):</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision you make
(leave empty to look without deciding):</source>
        <translation>Uw naam, vastgelegd bij elke beslissing die u neemt
(leeg laten om alleen te bekijken):</translation>
    </message>
    <message>
        <source>&amp;Start the demo</source>
        <translation>De demo &amp;starten</translation>
    </message>
</context>
<context>
    <name>OperationRules</name>
    <message>
        <source>a new operation already replaces this one</source>
        <translation>een nieuwe operatie vervangt deze al</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight; wait for its outcome</source>
        <translation>er loopt een poging van %1; wacht de uitkomst af</translation>
    </message>
    <message>
        <source>%1 is unresolved: the target may already have acted. Reconcile it or confirm it was not executed before starting a new operation</source>
        <translation>%1 is onopgelost: het doel kan al hebben gehandeld. Stem af of bevestig dat hij niet is uitgevoerd voordat u een nieuwe operatie start</translation>
    </message>
    <message>
        <source>a new approved operation may replace this one</source>
        <translation>een nieuwe goedgekeurde operatie mag deze vervangen</translation>
    </message>
    <message>
        <source>the operation was already abandoned</source>
        <translation>de operatie was al stopgezet</translation>
    </message>
    <message>
        <source>every step is confirmed; there is nothing left to abandon</source>
        <translation>elke stap is bevestigd; er valt niets meer stop te zetten</translation>
    </message>
    <message>
        <source>the open steps will be abandoned</source>
        <translation>de open stappen worden stopgezet</translation>
    </message>
    <message>
        <source>assign a responsible reviewer</source>
        <translation>een verantwoordelijke beoordelaar toewijzen</translation>
    </message>
    <message>
        <source>the operation was abandoned</source>
        <translation>de operatie is stopgezet</translation>
    </message>
    <message>
        <source>every step is confirmed; confirmed steps are never executed again</source>
        <translation>elke stap is bevestigd; bevestigde stappen worden nooit opnieuw uitgevoerd</translation>
    </message>
    <message>
        <source>unknown decision</source>
        <translation>onbekende beslissing</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target. Nothing will be sent again.</source>
        <translation>Elke stap is door zijn doel bevestigd. Er wordt niets opnieuw verzonden.</translation>
    </message>
    <message>
        <source>A reviewer abandoned this operation. Its open steps will not run.</source>
        <translation>Een beoordelaar heeft deze operatie stopgezet. De open stappen worden niet uitgevoerd.</translation>
    </message>
    <message>
        <source>A reviewer replaced this operation with a new approved one (%1). Nothing more happens here.</source>
        <translation>Een beoordelaar heeft deze operatie vervangen door een nieuwe goedgekeurde (%1). Hier gebeurt niets meer.</translation>
    </message>
    <message>
        <source>The mail service</source>
        <translation>De maildienst</translation>
    </message>
    <message>
        <source>The CRM</source>
        <translation>Het CRM</translation>
    </message>
    <message>
        <source>sent the e-mail</source>
        <translation>de e-mail verzonden</translation>
    </message>
    <message>
        <source>created the task</source>
        <translation>de taak aangemaakt</translation>
    </message>
    <message>
        <source> Steps before it are confirmed and will not be repeated.</source>
        <translation> De stappen ervoor zijn bevestigd en worden niet herhaald.</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1 waits for its content to be approved.%2 Approve the content version to let it run.</source>
        <translation>%1 wacht op goedkeuring van de inhoud.%2 Keur de inhoudsversie goed om hem te laten uitvoeren.</translation>
    </message>
    <message>
        <source>The runner is working on %1.%2 No decision is needed.</source>
        <translation>De runner werkt aan %1.%2 Er is geen beslissing nodig.</translation>
    </message>
    <message>
        <source>%1 got no clear answer after the request was sent%2. %3 may have %4. Reconcile before anything else.%5</source>
        <translation>%1 kreeg geen duidelijk antwoord nadat het verzoek was verzonden%2. %3 heeft mogelijk %4. Stem eerst af.%5</translation>
    </message>
    <message>
        <source>%1 failed before reaching the target %2 times%3; nothing was done there. Approve a retry, start a new approved operation, or abandon.%4</source>
        <translation>%1 is %2 keer mislukt voordat het doel werd bereikt%3; daar is niets gebeurd. Keur een herhaling goed, start een nieuwe goedgekeurde operatie of zet stop.%4</translation>
    </message>
    <message>
        <source>%1 is known not to have been executed. Approve a retry of this step, start a new approved operation, or abandon.%2</source>
        <translation>Van %1 staat vast dat hij niet is uitgevoerd. Keur een herhaling van deze stap goed, start een nieuwe goedgekeurde operatie of zet stop.%2</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2. %3 may have %4, and it cannot confirm anything automatically. Check it by hand, then adopt its record or confirm the step was not executed.%5</source>
        <translation>%1 kreeg geen duidelijk antwoord%2. %3 heeft mogelijk %4 en kan niets automatisch bevestigen. Controleer het met de hand en neem dan het record over of bevestig dat de stap niet is uitgevoerd.%5</translation>
    </message>
    <message>
        <source>Several records at the target carry the reference of %1. Adopt the right record or confirm the step was not executed.%2</source>
        <translation>Meerdere records bij het doel dragen de referentie van %1. Neem het juiste record over of bevestig dat de stap niet is uitgevoerd.%2</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2 and the lookups settled nothing. %3 may have %4. Reconcile again, adopt its record, or confirm the step was not executed.%5</source>
        <translation>%1 kreeg geen duidelijk antwoord%2 en de zoekacties brachten geen uitsluitsel. %3 heeft mogelijk %4. Stem opnieuw af, neem het record over of bevestig dat de stap niet is uitgevoerd.%5</translation>
    </message>
    <message>
        <source>no step waits for a content approval</source>
        <translation>geen stap wacht op goedkeuring van inhoud</translation>
    </message>
    <message>
        <source>%1 got no clear answer after the request was sent%2. %3 may have %4, or may still do so until %5: Runledger keeps looking it up and sends nothing meanwhile.%6</source>
        <translation>%1 kreeg geen duidelijk antwoord nadat het verzoek was verzonden%2. %3 heeft misschien %4, of doet dat nog tot %5: Runledger blijft zoeken en verzendt intussen niets.%6</translation>
    </message>
    <message>
        <source>%1 exists more than once at the target (%2 records carry its one reference): a duplicate there. Keep one, delete the others at the target, then adopt the one kept.%3</source>
        <translation>%1 bestaat meer dan eens bij het doel (%2 records dragen zijn ene referentie): een duplicaat daar. Houd er één, verwijder de andere bij het doel en neem dan de bewaarde over.%3</translation>
    </message>
    <message>
        <source> An earlier request may still act at the target until %1: nothing can be recorded as not executed before then.</source>
        <translation> Een eerder verzoek kan bij het doel nog tot %1 handelen: daarvoor kan niets als niet uitgevoerd worden vastgelegd.</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target, but the mail service reports that the e-mail of %1 %2. It is not resent automatically: check the recipient&apos;s address with the customer.</source>
        <translation>Elke stap is door zijn doel bevestigd, maar de maildienst meldt dat de e-mail van %1 %2. Die wordt niet automatisch opnieuw verzonden: controleer het adres met de klant.</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>is teruggekaatst</translation>
    </message>
    <message>
        <source>every step is confirmed; a new operation would have nothing to do</source>
        <translation>elke stap is bevestigd; een nieuwe bewerking zou niets te doen hebben</translation>
    </message>
    <message>
        <source>the operation was abandoned; nobody needs to be responsible for it</source>
        <translation>de bewerking is opgegeven; niemand hoeft ervoor verantwoordelijk te zijn</translation>
    </message>
    <message>
        <source>every step is confirmed; nobody needs to be responsible for it</source>
        <translation>elke stap is bevestigd; niemand hoeft ervoor verantwoordelijk te zijn</translation>
    </message>
    <message>
        <source>could not be sent</source>
        <translation>niet kon worden verzonden</translation>
    </message>
    <message>
        <source>was suppressed (the address is on its suppression list)</source>
        <translation>is onderdrukt (het adres staat op de onderdrukkingslijst)</translation>
    </message>
    <message>
        <source>%1 was never sent: its content cannot be sent as it is (see the step&apos;s evidence). Start a new approved operation with edited content, or abandon.%2</source>
        <translation>%1 is nooit verzonden: de inhoud kan zo niet worden verzonden (zie het bewijs bij de stap). Start een nieuwe goedgekeurde operatie met bewerkte inhoud, of breek af.%2</translation>
    </message>
    <message>
        <source>%1 (in less than a minute)</source>
        <translation>%1 (over minder dan een minuut)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n minute(s))</source>
        <translation>
            <numerusform>%1 (over %n minuut)</numerusform>
            <numerusform>%1 (over %n minuten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n hour(s))</source>
        <translation>
            <numerusform>%1 (over %n uur)</numerusform>
            <numerusform>%1 (over %n uur)</numerusform>
        </translation>
    </message>
    <message>
        <source>The shop</source>
        <translation>De winkel</translation>
    </message>
    <message>
        <source>created the voucher</source>
        <translation>de tegoedbon aangemaakt</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target. The e-mail of %1 was delivered, and the recipient marked it as spam: send this customer nothing more without their consent.</source>
        <translation>Elke stap is door zijn target bevestigd. De e-mail van %1 is bezorgd en de ontvanger heeft hem als spam gemarkeerd: stuur deze klant niets meer zonder zijn toestemming.</translation>
    </message>
    <message>
        <source> The target&apos;s search may not show its record before %1: nothing can be recorded as not executed before then.</source>
        <translation> De zoekfunctie van het doel toont het record mogelijk pas vanaf %1: tot dan kan niets als niet uitgevoerd worden vastgelegd.</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2, and the target has since forgotten the request (it remembers one only for a while), so sending it again could act twice. %3 may have %4; its search found nothing clear. Check it, then adopt its record or confirm the step was not executed.%5</source>
        <translation>%1 kreeg geen duidelijk antwoord%2 en het doel is het verzoek inmiddels vergeten (het onthoudt er een maar een tijdje), dus opnieuw verzenden kan dubbel werken. %3 heeft mogelijk %4; de zoekactie vond niets duidelijks. Controleer het en neem dan het record over of bevestig dat de stap niet is uitgevoerd.%5</translation>
    </message>
</context>
<context>
    <name>PersonalData</name>
    <message>
        <source>the event&apos;s signed body</source>
        <translation>de ondertekende inhoud van de gebeurtenis</translation>
    </message>
    <message>
        <source>rendered content</source>
        <translation>gerenderde inhoud</translation>
    </message>
    <message>
        <source>the targets&apos; answers in detail</source>
        <translation>de antwoorden van de doelen in detail</translation>
    </message>
    <message numerus="yes">
        <source>Personal data removed by the retention period on %1: %2, %n row(s)</source>
        <translation>
            <numerusform>Persoonsgegevens verwijderd door de bewaartermijn op %1: %2, %n rij</numerusform>
            <numerusform>Persoonsgegevens verwijderd door de bewaartermijn op %1: %2, %n rijen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal data erased on request on %1 (decision #%2): %3, %n row(s)</source>
        <translation>
            <numerusform>Persoonsgegevens gewist op verzoek op %1 (besluit #%2): %3, %n rij</numerusform>
            <numerusform>Persoonsgegevens gewist op verzoek op %1 (besluit #%2): %3, %n rijen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal data erased at the shop&apos;s request (%1) on %2 (decision #%3): %4, %n row(s)</source>
        <translation>
            <numerusform>Persoonsgegevens gewist op verzoek van de winkel (%1) op %2 (besluit #%3): %4, %n rij</numerusform>
            <numerusform>Persoonsgegevens gewist op verzoek van de winkel (%1) op %2 (besluit #%3): %4, %n rijen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message>
        <source>Created by runledgerctl probe to check what this target does with idempotency keys and lookups. Safe to delete.</source>
        <translation>Aangemaakt door runledgerctl probe om te controleren wat dit doel met idempotentiesleutels en zoekacties doet. Mag worden verwijderd.</translation>
    </message>
    <message>
        <source>the target did not create the canary: %1</source>
        <translation>het doel heeft het testrecord niet aangemaakt: %1</translation>
    </message>
    <message>
        <source>declares protected_create, but the same key and parameters created a second record: the target ignores the key (declare %1)</source>
        <translation>geeft protected_create op, maar dezelfde sleutel en parameters maakten een tweede record aan: het doel negeert de sleutel (geef %1 op)</translation>
    </message>
    <message>
        <source>declares protected_create, but the same key with other parameters was not refused (HTTP %1)</source>
        <translation>geeft protected_create op, maar dezelfde sleutel met andere parameters werd niet geweigerd (HTTP %1)</translation>
    </message>
    <message>
        <source>declares a lookup, but the canary was not found by its reference within %1 s</source>
        <translation>geeft een zoekfunctie op, maar het testrecord werd binnen %1 s niet op zijn referentie gevonden</translation>
    </message>
    <message>
        <source>a lookup %1 ms after the create still did not show the canary; the profile&apos;s settle_ms is %2</source>
        <translation>een zoekactie %1 ms na het aanmaken toonde het testrecord nog niet; settle_ms van het profiel is %2</translation>
    </message>
    <message>
        <source>the lookup found %1 records for one reference</source>
        <translation>de zoekactie vond %1 records voor één referentie</translation>
    </message>
    <message>
        <source>Runledger target probe</source>
        <translation>Runledger-doelcontrole</translation>
    </message>
    <message>
        <source>Probed at</source>
        <translation>Gecontroleerd op</translation>
    </message>
    <message>
        <source>Declared capability</source>
        <translation>Opgegeven mogelijkheid</translation>
    </message>
    <message>
        <source>Observed capability</source>
        <translation>Waargenomen mogelijkheid</translation>
    </message>
    <message>
        <source>not probed: %1</source>
        <translation>niet gecontroleerd: %1</translation>
    </message>
    <message>
        <source>Same key and parameters</source>
        <translation>Zelfde sleutel en parameters</translation>
    </message>
    <message>
        <source>one record%1</source>
        <translation>één record%1</translation>
    </message>
    <message>
        <source>, replay marker</source>
        <translation>, herhalingsmarkering</translation>
    </message>
    <message>
        <source>a second record</source>
        <translation>een tweede record</translation>
    </message>
    <message>
        <source>Same key, other parameters</source>
        <translation>Zelfde sleutel, andere parameters</translation>
    </message>
    <message>
        <source>refused (HTTP %1)</source>
        <translation>geweigerd (HTTP %1)</translation>
    </message>
    <message>
        <source>not refused (HTTP %1)</source>
        <translation>niet geweigerd (HTTP %1)</translation>
    </message>
    <message>
        <source>Lookup by reference</source>
        <translation>Zoeken op referentie</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>niet gevonden</translation>
    </message>
    <message>
        <source>Canary records (safe to delete)</source>
        <translation>Testrecords (mogen worden verwijderd)</translation>
    </message>
    <message>
        <source>the profile holds: declared %1, observed %2</source>
        <translation>het profiel klopt: opgegeven %1, waargenomen %2</translation>
    </message>
    <message numerus="yes">
        <source>found %n record(s) after %1 ms (declared settle %2 ms)</source>
        <translation>
            <numerusform>%n record gevonden na %1 ms (opgegeven %2 ms)</numerusform>
            <numerusform>%n records gevonden na %1 ms (opgegeven %2 ms)</numerusform>
        </translation>
    </message>
    <message>
        <source>the target&apos;s client was closed before the probe finished</source>
        <translation>de client van het doel werd gesloten voordat de test klaar was</translation>
    </message>
    <message>
        <source>the same code was sent twice and not refused as taken: the target does not keep its codes unique, which is what protects a voucher there</source>
        <translation>dezelfde code werd twee keer verstuurd en niet als bezet geweigerd: het doel houdt zijn codes niet uniek, terwijl juist dat daar een tegoedbon beschermt</translation>
    </message>
    <message>
        <source>the canary %1 could not be removed (HTTP %2): remove it by hand</source>
        <translation>het testrecord %1 kon niet worden verwijderd (HTTP %2): verwijder het met de hand</translation>
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
        <translation>Demobeoordelaar</translation>
    </message>
    <message>
        <source>Preparing the demo: playing the six acceptance cases against the sandbox…</source>
        <translation>De demo wordt voorbereid: de zes acceptatiegevallen worden tegen de sandbox uitgevoerd…</translation>
    </message>
    <message>
        <source>Runledger demo</source>
        <translation>Runledger-demo</translation>
    </message>
    <message>
        <source>Case %1 of 6 done: %2</source>
        <translation>Geval %1 van 6 klaar: %2</translation>
    </message>
    <message>
        <source>Cannot read the configuration</source>
        <translation>Kan de configuratie niet lezen</translation>
    </message>
    <message>
        <source>About Runledger</source>
        <translation>Over Runledger</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Runledger %1&lt;/h3&gt;&lt;p&gt;Every marketing automation&apos;s action is an operation with a stable id; nothing is sent twice, and what no evidence settles waits for a named reviewer.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Runledger %1&lt;/h3&gt;&lt;p&gt;Elke actie van een marketingautomatisering is een bewerking met een vaste id; niets wordt twee keer verzonden, en wat geen bewijs beslist, wacht op een genoemde beoordelaar.&lt;/p&gt;&lt;p&gt;Gebouwd met Qt %2 (draait op Qt %3).&lt;/p&gt;&lt;p&gt;Gelicentieerd onder de GNU General Public License, versie 3 of later.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Runledger manual</source>
        <translation>Runledger-handleiding</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Wat ze doen</translation>
    </message>
    <message>
        <source>In a decision dialog: record the decision</source>
        <translation>In een beslissingsvenster: de beslissing vastleggen</translation>
    </message>
    <message>
        <source>In a decision dialog: cancel (asks first when you typed something)</source>
        <translation>In een beslissingsvenster: annuleren (vraagt eerst als u iets typte)</translation>
    </message>
    <message>
        <source>In a decision dialog: next field; from the rationale to Record decision</source>
        <translation>In een beslissingsvenster: volgend veld; van de motivering naar Beslissing vastleggen</translation>
    </message>
    <message>
        <source>Confirm not executed: tick &quot;I checked the target&quot;</source>
        <translation>Niet uitgevoerd bevestigen: „Ik heb het doel gecontroleerd” aanvinken</translation>
    </message>
    <message>
        <source>Confirm not executed: send the step again, or not</source>
        <translation>Niet uitgevoerd bevestigen: de stap opnieuw versturen, of niet</translation>
    </message>
    <message>
        <source>Adopt record, Confirm not executed: look the step up again</source>
        <translation>Record overnemen, Niet uitgevoerd bevestigen: de stap opnieuw opzoeken</translation>
    </message>
</context>
<context>
    <name>QSQLiteResult</name>
    <message>
        <source>Unable to execute statement</source>
        <translation>Kan de opdracht niet uitvoeren</translation>
    </message>
    <message>
        <source>Unable to fetch row</source>
        <translation>Kan de rij niet ophalen</translation>
    </message>
</context>
<context>
    <name>Reconciler</name>
    <message>
        <source>the step is not uncertain</source>
        <translation>de stap is niet onzeker</translation>
    </message>
    <message>
        <source>the target cannot confirm anything: a reviewer decides</source>
        <translation>het doel kan niets bevestigen: een beoordelaar beslist</translation>
    </message>
    <message>
        <source>look the step up by its reference</source>
        <translation>de stap op zijn referentie opzoeken</translation>
    </message>
    <message>
        <source>lookups keep failing; a protected retry with the same key and bytes</source>
        <translation>zoekacties mislukken steeds; een beschermde herhaling met dezelfde sleutel en bytes</translation>
    </message>
    <message>
        <source>look the step up once more; if that settles nothing, it is held</source>
        <translation>de stap nog één keer opzoeken; brengt dat geen uitsluitsel, dan wordt hij aangehouden</translation>
    </message>
    <message>
        <source>the target cannot be looked up; a protected retry with the same key and bytes</source>
        <translation>het doel kan niet worden doorzocht; een beschermde herhaling met dezelfde sleutel en bytes</translation>
    </message>
    <message>
        <source>attempt %1 (started %2) has no answer yet</source>
        <translation>poging %1 (gestart %2) heeft nog geen antwoord</translation>
    </message>
    <message>
        <source>attempt %1 (started %2) got no clear answer: %3</source>
        <translation>poging %1 (gestart %2) kreeg geen duidelijk antwoord: %3</translation>
    </message>
    <message>
        <source>at %1 the target said an earlier request with the same key was still running</source>
        <translation>om %1 zei het doel dat een eerder verzoek met dezelfde sleutel nog liep</translation>
    </message>
    <message>
        <source>at %1 the target showed record %2 for this reference</source>
        <translation>om %1 toonde het doel record %2 voor deze referentie</translation>
    </message>
    <message>
        <source>an earlier request may still be executing at the target until %1</source>
        <translation>een eerder verzoek kan bij het doel nog tot %1 lopen</translation>
    </message>
    <message>
        <source>the target&apos;s search may not show a record before %1</source>
        <translation>de zoekfunctie van het doel toont een record misschien pas vanaf %1</translation>
    </message>
    <message>
        <source>step %1 was sent to %2, but this configuration&apos;s %3 is at %4: a lookup there proves nothing about it. Use the ledger&apos;s own configuration (leave out --config), or one whose %3 is at %2</source>
        <translation>stap %1 is naar %2 gestuurd, maar %3 van deze configuratie staat op %4: een opzoeking daar bewijst er niets over. Gebruik de eigen configuratie van het grootboek (laat --config weg) of een waarvan %3 op %2 staat</translation>
    </message>
    <message numerus="yes">
        <source>%1: the code %2, %3 off, usable %n time(s), created %4</source>
        <translation>
            <numerusform>%1: de code %2, %3 korting, %n keer te gebruiken, aangemaakt %4</numerusform>
            <numerusform>%1: de code %2, %3 korting, %n keer te gebruiken, aangemaakt %4</numerusform>
        </translation>
    </message>
    <message>
        <source>an amount not shown</source>
        <translation>een bedrag dat niet wordt getoond</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>op een onbekend tijdstip</translation>
    </message>
    <message>
        <source>— not this step&apos;s voucher (%1)</source>
        <translation>— niet de tegoedbon van deze stap (%1)</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Runledger acceptance test report</source>
        <translation>Runledger-acceptatietestrapport</translation>
    </message>
    <message>
        <source>Result: all %1 cases passed.</source>
        <translation>Resultaat: alle %1 gevallen geslaagd.</translation>
    </message>
    <message>
        <source>Result: at least one case FAILED.</source>
        <translation>Resultaat: minstens één geval is MISLUKT.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>GESLAAGD</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>MISLUKT</translation>
    </message>
    <message>
        <source>Case id</source>
        <translation>Geval-id</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Opzet</translation>
    </message>
    <message>
        <source>Evidence from the target</source>
        <translation>Bewijs van het doel</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Volgende stap</translation>
    </message>
    <message>
        <source>Totals, counted separately</source>
        <translation>Totalen, apart geteld</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Gebeurtenissen</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>Bezorgingen</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Pogingen</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .json or .csv)</source>
        <translation>%1: onbekend rapportformaat (gebruik .pdf, .html, .json of .csv)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>E-mails delivered / bounced</source>
        <translation>E-mails bezorgd / teruggekaatst</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>NOT RUN</source>
        <translation>NIET UITGEVOERD</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>niet uitgevoerd</translation>
    </message>
    <message>
        <source>CRM tasks not countable</source>
        <translation>CRM-taken niet telbaar</translation>
    </message>
    <message>
        <source>e-mails not countable</source>
        <translation>e-mails niet telbaar</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Anchored checkpoint</source>
        <translation>Verankerd controlepunt</translation>
    </message>
    <message numerus="yes">
        <source>%n CRM task(s)</source>
        <translation>
            <numerusform>%n CRM-taak</numerusform>
            <numerusform>%n CRM-taken</numerusform>
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
        <translation>Een bestelling werd opgevolgd met precies één CRM-taak en één e-mail.</translation>
    </message>
    <message>
        <source>The shop sent the same order event 22 times, twice in a row and 20 times at once. Runledger started one follow-up: one CRM task and one e-mail.</source>
        <translation>De winkel stuurde dezelfde bestelgebeurtenis 22 keer, twee keer achter elkaar en 20 keer tegelijk. Runledger startte één opvolging: één CRM-taak en één e-mail.</translation>
    </message>
    <message>
        <source>The CRM created the task but its answer never arrived. Runledger looked the task up in the CRM and recorded it, instead of creating a second one.</source>
        <translation>Het CRM maakte de taak aan, maar het antwoord kwam nooit aan. Runledger zocht de taak op in het CRM en legde die vast, in plaats van een tweede aan te maken.</translation>
    </message>
    <message>
        <source>Two senders worked on the same ten follow-ups at the same moment. Each CRM task and each e-mail went out once.</source>
        <translation>Twee verzenders werkten op hetzelfde moment aan dezelfde tien opvolgingen. Elke CRM-taak en elke e-mail ging één keer uit.</translation>
    </message>
    <message>
        <source>An e-mail waited until a named person approved its text, and was then sent once; the CRM task before it was not repeated.</source>
        <translation>Een e-mail wachtte tot een bij naam genoemde persoon de tekst goedkeurde en werd daarna één keer verzonden; de CRM-taak ervoor werd niet herhaald.</translation>
    </message>
    <message>
        <source>A repeat came after the CRM had stopped remembering the reference. Runledger did not create the task again; it held the follow-up for a person to decide.</source>
        <translation>Een herhaling kwam nadat het CRM de referentie niet meer onthield. Runledger maakte de taak niet opnieuw aan; het hield de opvolging vast zodat een persoon beslist.</translation>
    </message>
    <message>
        <source>recognises a repeated request by its reference</source>
        <translation>herkent een herhaald verzoek aan de referentie</translation>
    </message>
    <message>
        <source>can be searched by reference; repeats are not recognised</source>
        <translation>doorzoekbaar op referentie; herhalingen worden niet herkend</translation>
    </message>
    <message>
        <source>cannot confirm; a person checks</source>
        <translation>kan niet bevestigen; een persoon controleert</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n uur</numerusform>
            <numerusform>%n uur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuut</numerusform>
            <numerusform>%n minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
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
        <translation>de ingestelde doelen %1</translation>
    </message>
    <message>
        <source>I have read this report. On %1, Runledger %2 ran the six failure cases listed here against %3. For every case marked PASSED, the CRM tasks and e-mails the targets themselves counted are the ones expected, and no effect was repeated.</source>
        <translation>Ik heb dit rapport gelezen. Op %1 voerde Runledger %2 de zes hier genoemde foutsituaties uit tegen %3. Voor elk geval gemarkeerd als GESLAAGD zijn de CRM-taken en e-mails die de doelen zelf telden de verwachte, en werd geen effect herhaald.</translation>
    </message>
    <message>
        <source>Runledger makes sure that a marketing automation&apos;s CRM tasks and e-mails go out once, even when a webhook arrives twice, a target answers late or two senders race. This report shows six situations where that usually goes wrong, what Runledger did in each, and what the targets themselves counted.</source>
        <translation>Runledger zorgt ervoor dat de CRM-taken en e-mails van een marketingautomatisering één keer uitgaan, ook als een webhook twee keer aankomt, een doel laat antwoordt of twee verzenders tegelijk werken. Dit rapport toont zes situaties waarin dat meestal misgaat, wat Runledger in elk deed en wat de doelen zelf telden.</translation>
    </message>
    <message>
        <source>Tested by</source>
        <translation>Getest door</translation>
    </message>
    <message>
        <source>Runledger version</source>
        <translation>Runledger-versie</translation>
    </message>
    <message>
        <source>Tested against</source>
        <translation>Getest tegen</translation>
    </message>
    <message>
        <source>The six cases at a glance</source>
        <translation>De zes gevallen in één oogopslag</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Geval</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>What it shows</source>
        <translation>Wat het laat zien</translation>
    </message>
    <message>
        <source>What the targets showed when checked</source>
        <translation>Wat de doelen bij controle lieten zien</translation>
    </message>
    <message>
        <source>What the reviewer sees</source>
        <translation>Wat de beoordelaar ziet</translation>
    </message>
    <message>
        <source>Effects expected</source>
        <translation>Verwachte effecten</translation>
    </message>
    <message>
        <source>Effects counted by the target</source>
        <translation>Door het doel getelde effecten</translation>
    </message>
    <message>
        <source>Why this result</source>
        <translation>Waarom dit resultaat</translation>
    </message>
    <message>
        <source>Over all six cases. They are counted one by one, never added up into one number, so that a repeated effect cannot hide behind a total.</source>
        <translation>Over alle zes gevallen. Ze worden één voor één geteld, nooit opgeteld tot één getal, zodat een herhaald effect zich niet achter een totaal kan verstoppen.</translation>
    </message>
    <message>
        <source>Business events the shop reported (an order created, paid…).</source>
        <translation>Bedrijfsgebeurtenissen die de winkel meldde (een bestelling aangemaakt, betaald…).</translation>
    </message>
    <message>
        <source>Times those events arrived; more than events, because the cases send repeats on purpose.</source>
        <translation>Hoe vaak die gebeurtenissen aankwamen; meer dan gebeurtenissen, omdat de gevallen bewust herhalingen sturen.</translation>
    </message>
    <message>
        <source>Requests Runledger sent to a CRM or mail service.</source>
        <translation>Verzoeken die Runledger naar een CRM of maildienst stuurde.</translation>
    </message>
    <message>
        <source>Confirmed effects</source>
        <translation>Bevestigde effecten</translation>
    </message>
    <message>
        <source>CRM tasks and e-mails a target confirmed it performed, each once.</source>
        <translation>CRM-taken en e-mails waarvan een doel bevestigde dat het ze uitvoerde, elk één keer.</translation>
    </message>
    <message>
        <source>Duplicates found at a target</source>
        <translation>Duplicaten gevonden bij een doel</translation>
    </message>
    <message>
        <source>Effects a target holds twice. Should be 0.</source>
        <translation>Effecten die een doel dubbel heeft. Hoort 0 te zijn.</translation>
    </message>
    <message>
        <source>What the mail service reported back, where it reports delivery.</source>
        <translation>Wat de maildienst terugmeldde, waar die levering meldt.</translation>
    </message>
    <message>
        <source>Waiting for a person</source>
        <translation>Wacht op een persoon</translation>
    </message>
    <message>
        <source>Follow-ups held for a reviewer at the end of the run. The late-repeat case leaves one on purpose: when nothing can prove whether a task exists, a person decides, not Runledger.</source>
        <translation>Opvolgingen die aan het eind van de run voor een beoordelaar worden vastgehouden. Het geval van de late herhaling laat er bewust één achter: als niets kan bewijzen of een taak bestaat, beslist een persoon, niet Runledger.</translation>
    </message>
    <message>
        <source>Time to recovery (median)</source>
        <translation>Tijd tot herstel (mediaan)</translation>
    </message>
    <message>
        <source>How long held follow-ups waited for a reviewer. None was resolved by a person during this run, so there is nothing to measure.</source>
        <translation>Hoe lang vastgehouden opvolgingen op een beoordelaar wachtten. In deze run werd er geen door een persoon opgelost, dus er valt niets te meten.</translation>
    </message>
    <message numerus="yes">
        <source>How long held follow-ups waited for a reviewer (%n resolved).</source>
        <translation>
            <numerusform>Hoe lang vastgehouden opvolgingen op een beoordelaar wachtten (%n opgelost).</numerusform>
            <numerusform>Hoe lang vastgehouden opvolgingen op een beoordelaar wachtten (%n opgelost).</numerusform>
        </translation>
    </message>
    <message>
        <source>Targets and how they were set up</source>
        <translation>Doelen en hoe ze waren ingesteld</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Herhalingen</translation>
    </message>
    <message>
        <source>Remembers a reference for</source>
        <translation>Onthoudt een referentie</translation>
    </message>
    <message>
        <source>Waits for an answer</source>
        <translation>Wacht op een antwoord</translation>
    </message>
    <message>
        <source>The record of decisions</source>
        <translation>Het register van beslissingen</translation>
    </message>
    <message>
        <source>Every decision a reviewer makes is written to Runledger&apos;s ledger, each entry sealed with the one before it. The last seal (the head hash) below changes if any entry is altered, removed or reordered.</source>
        <translation>Elke beslissing van een beoordelaar wordt in het grootboek van Runledger geschreven, elke regel verzegeld met de vorige. Het laatste zegel (de kop-hash) hieronder verandert als een regel wordt gewijzigd, verwijderd of verplaatst.</translation>
    </message>
    <message>
        <source>Head hash</source>
        <translation>Kop-hash</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Beslissingen</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n beslissing</numerusform>
            <numerusform>%n beslissingen</numerusform>
        </translation>
    </message>
    <message>
        <source>Words used in this report</source>
        <translation>Woorden in dit rapport</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operatie</translation>
    </message>
    <message>
        <source>One intended business action, such as following up one order. It has a fixed id.</source>
        <translation>Eén bedoelde bedrijfshandeling, zoals het opvolgen van één bestelling. Ze heeft een vaste id.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>One effect of an operation at a target: a CRM task or an e-mail. Each is confirmed on its own.</source>
        <translation>Eén effect van een handeling bij een doel: een CRM-taak of een e-mail. Elk wordt afzonderlijk bevestigd.</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Poging</translation>
    </message>
    <message>
        <source>One try at a step. A step may need several attempts; it must still have one effect.</source>
        <translation>Eén poging voor een stap. Een stap kan meerdere pogingen nodig hebben; hij mag toch maar één effect hebben.</translation>
    </message>
    <message>
        <source>The system that performs an effect: a CRM or a mail service.</source>
        <translation>Het systeem dat een effect uitvoert: een CRM of een maildienst.</translation>
    </message>
    <message>
        <source>Reference (idempotency key)</source>
        <translation>Referentie (idempotentiesleutel)</translation>
    </message>
    <message>
        <source>The unique label Runledger gives each step, so the target can recognise a repeat and Runledger can search for it.</source>
        <translation>Het unieke label dat Runledger elke stap geeft, zodat het doel een herhaling herkent en Runledger ernaar kan zoeken.</translation>
    </message>
    <message>
        <source>Key retention</source>
        <translation>Bewaartermijn van de sleutel</translation>
    </message>
    <message>
        <source>How long a target remembers a reference. After that, only a search can find the earlier effect.</source>
        <translation>Hoe lang een doel een referentie onthoudt. Daarna vindt alleen een zoekopdracht het eerdere effect.</translation>
    </message>
    <message>
        <source>Reconcile (look up)</source>
        <translation>Afstemmen (opzoeken)</translation>
    </message>
    <message>
        <source>Ask the target, without changing anything, whether an effect with the reference exists.</source>
        <translation>Het doel vragen, zonder iets te veranderen, of er een effect met de referentie bestaat.</translation>
    </message>
    <message>
        <source>Held for review</source>
        <translation>Vastgehouden voor beoordeling</translation>
    </message>
    <message>
        <source>Runledger stopped and waits for a named person, because no evidence settles what happened.</source>
        <translation>Runledger is gestopt en wacht op een bij naam genoemde persoon, omdat geen bewijs uitmaakt wat er gebeurde.</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Runner</translation>
    </message>
    <message>
        <source>The part of Runledger that sends steps to the targets.</source>
        <translation>Het deel van Runledger dat stappen naar de doelen stuurt.</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Reservering</translation>
    </message>
    <message>
        <source>The runner&apos;s claim on a step while it works on it, so that no second runner acts on it.</source>
        <translation>De claim van de runner op een stap terwijl hij eraan werkt, zodat geen tweede runner ermee aan de slag gaat.</translation>
    </message>
    <message>
        <source>HTTP status (201, 503…)</source>
        <translation>HTTP-status (201, 503…)</translation>
    </message>
    <message>
        <source>The target&apos;s answer code: 201 means it created the record; 503 means it was unavailable.</source>
        <translation>De antwoordcode van het doel: 201 betekent dat het de record aanmaakte; 503 betekent dat het niet beschikbaar was.</translation>
    </message>
    <message>
        <source>Scratch ledger</source>
        <translation>Kladgrootboek</translation>
    </message>
    <message>
        <source>A ledger made only for this test run and discarded afterwards.</source>
        <translation>Een grootboek dat alleen voor deze testrun wordt gemaakt en daarna weggegooid.</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>Ondertekening</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Functie</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Handtekening</translation>
    </message>
    <message>
        <source>Machine-readable twin of this report</source>
        <translation>Machineleesbare tweeling van dit rapport</translation>
    </message>
    <message>
        <source>The totals could not be read from the ledger: %1</source>
        <translation>De totalen konden niet uit het grootboek worden gelezen: %1</translation>
    </message>
    <message>
        <source>E-mails delayed / failed or suppressed</source>
        <translation>E-mails vertraagd / mislukt of onderdrukt</translation>
    </message>
    <message>
        <source>Delayed: not delivered yet (a temporary bounce). Failed or suppressed: the service did not send it. Neither is resent automatically.</source>
        <translation>Vertraagd: nog niet afgeleverd (een tijdelijke bounce). Mislukt of onderdrukt: de dienst heeft hem niet verzonden. Geen van beide wordt automatisch opnieuw verzonden.</translation>
    </message>
    <message>
        <source>Result: the %1 cases that ran passed; %2 need faults made on purpose, which only the simulation can make, and were not run.</source>
        <translation>Resultaat: de %1 gedraaide gevallen zijn geslaagd; %2 hebben opzettelijke fouten nodig, die alleen de simulatie kan maken, en zijn niet gedraaid.</translation>
    </message>
    <message>
        <source>None: the cases ran on a scratch ledger made for this run and then discarded. The head hash above identifies the exact sequence of decisions the cases recorded there; it is not the head of your team&apos;s ledger, whose checkpoints are anchored separately.</source>
        <translation>Geen: de gevallen draaiden op een kladgrootboek dat voor deze run is gemaakt en daarna weggegooid. De kophash hierboven identificeert precies de reeks beslissingen die de gevallen daar vastlegden; het is niet de kop van het grootboek van uw team, waarvan de controlepunten apart worden verankerd.</translation>
    </message>
    <message>
        <source>Runledger&apos;s built-in simulation of a CRM and a mail service (%1), which counts every effect it performs</source>
        <translation>de ingebouwde simulatie van een CRM en een maildienst van Runledger (%1), die elk effect telt dat ze uitvoert</translation>
    </message>
    <message>
        <source>This run used the configured targets (%1): the CRM and mail service Runledger was set up to use, not a simulation. Their own records were searched to count what they did.</source>
        <translation>Deze run gebruikte de geconfigureerde doelen (%1): het CRM en de maildienst waarvoor Runledger is ingericht, geen simulatie. Er is geteld door hun eigen records te doorzoeken.</translation>
    </message>
    <message>
        <source>This run used Runledger&apos;s built-in simulation of a CRM and a mail service, not your real systems: no real customer received anything. The simulation counts every task and e-mail it creates, and those counts are the ones reported here.</source>
        <translation>Deze run gebruikte de ingebouwde simulatie van een CRM en een maildienst van Runledger, niet uw echte systemen: geen echte klant heeft iets ontvangen. De simulatie telt elke taak en elke e-mail die ze aanmaakt, en die aantallen staan in dit rapport.</translation>
    </message>
    <message>
        <source>Webhook</source>
        <translation>Webhook</translation>
    </message>
    <message>
        <source>The message a shop sends when something happens, such as an order being created.</source>
        <translation>Het bericht dat een winkel stuurt als er iets gebeurt, zoals een bestelling die wordt aangemaakt.</translation>
    </message>
    <message>
        <source>orders/create, orders/paid, orders/updated</source>
        <translation>orders/create, orders/paid, orders/updated</translation>
    </message>
    <message>
        <source>The shop&apos;s names for an order created, paid or changed.</source>
        <translation>De namen van de winkel voor een bestelling die is aangemaakt, betaald of gewijzigd.</translation>
    </message>
    <message>
        <source>Adopted</source>
        <translation>Overgenomen</translation>
    </message>
    <message>
        <source>A record the target already held, found by its reference, was recorded as the step&apos;s effect instead of being created again.</source>
        <translation>Een record dat het doel al had, gevonden op zijn referentie, is vastgelegd als het effect van de stap in plaats van opnieuw te worden aangemaakt.</translation>
    </message>
    <message>
        <source>Confirming lookup</source>
        <translation>Bevestigend opzoeken</translation>
    </message>
    <message>
        <source>A second look at the target after it answered, to see that the record is really there.</source>
        <translation>Een tweede blik bij het doel nadat het antwoordde, om te zien dat het record er echt is.</translation>
    </message>
    <message>
        <source>Automated test run</source>
        <translation>Geautomatiseerde testrun</translation>
    </message>
    <message>
        <source>The test itself, standing in for a reviewer where a case needs a decision (approving an e-mail&apos;s text). The person signing below made no decision during the run.</source>
        <translation>De test zelf, die optreedt in plaats van een beoordelaar waar een geval een beslissing nodig heeft (de tekst van een e-mail goedkeuren). De persoon die hieronder tekent, heeft tijdens de run niets beslist.</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulatie</translation>
    </message>
    <message>
        <source>Runledger&apos;s built-in stand-in for a CRM and a mail service. It behaves like them, can be told to fail on purpose, and counts every effect.</source>
        <translation>De ingebouwde vervanger van Runledger voor een CRM en een maildienst. Hij gedraagt zich als die diensten, kan opzettelijk laten falen en telt elk effect.</translation>
    </message>
    <message>
        <source>vouchers not countable</source>
        <translation>tegoedbonnen niet te tellen</translation>
    </message>
    <message numerus="yes">
        <source>%n voucher(s)</source>
        <translation>
            <numerusform>%n tegoedbon</numerusform>
            <numerusform>%n tegoedbonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>An order was thanked with exactly one voucher and one e-mail that carries its code.</source>
        <translation>Een bestelling werd bedankt met precies één tegoedbon en één e-mail met de code.</translation>
    </message>
    <message>
        <source>The shop sent the same order event 22 times, twice in a row and 20 times at once. Runledger created one voucher and sent one e-mail with its code.</source>
        <translation>De winkel stuurde dezelfde bestelgebeurtenis 22 keer, twee keer na elkaar en 20 keer tegelijk. Runledger maakte één tegoedbon aan en stuurde één e-mail met de code.</translation>
    </message>
    <message>
        <source>The shop created the voucher but its answer never arrived. Runledger looked the voucher up by its code and recorded it, instead of creating a second one.</source>
        <translation>De winkel maakte de tegoedbon aan, maar het antwoord kwam nooit aan. Runledger zocht de tegoedbon op via de code en legde hem vast, in plaats van een tweede aan te maken.</translation>
    </message>
    <message>
        <source>Two senders worked on the same ten orders at the same moment. Each voucher and each e-mail was created once.</source>
        <translation>Twee verzenders werkten op hetzelfde moment aan dezelfde tien bestellingen. Elke tegoedbon en elke e-mail werd één keer gemaakt.</translation>
    </message>
    <message>
        <source>An e-mail with a voucher code waited until a named person approved its text, and was then sent once; the voucher before it was not created again.</source>
        <translation>Een e-mail met een tegoedboncode wachtte tot een bij naam genoemde persoon de tekst goedkeurde en werd daarna één keer verstuurd; de tegoedbon ervoor werd niet opnieuw aangemaakt.</translation>
    </message>
    <message>
        <source>The shop stopped remembering the request&apos;s key before its answer was known. Runledger did not send it again: it looked the voucher up by its code, found it and recorded it.</source>
        <translation>De winkel vergat de sleutel van het verzoek voordat het antwoord bekend was. Runledger stuurde het niet opnieuw: het zocht de tegoedbon op via de code, vond hem en legde hem vast.</translation>
    </message>
    <message>
        <source>Vouchers created</source>
        <translation>Aangemaakte tegoedbonnen</translation>
    </message>
    <message>
        <source>%1, each once</source>
        <translation>%1, elk één keer</translation>
    </message>
    <message>
        <source>Vouchers the shop itself counted over all cases; no code was created twice.</source>
        <translation>Tegoedbonnen die de winkel zelf over alle gevallen telde; geen code werd twee keer aangemaakt.</translation>
    </message>
    <message>
        <source>Vouchers the shop itself counted over all cases. A code was created more than once.</source>
        <translation>Tegoedbonnen die de winkel zelf over alle gevallen telde. Een code werd meer dan één keer aangemaakt.</translation>
    </message>
    <message>
        <source>Runledger&apos;s automated acceptance run</source>
        <translation>Geautomatiseerde acceptatietest van Runledger</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>Ondertekend door</translation>
    </message>
</context>
<context>
    <name>Said</name>
    <message>
        <source>connection refused</source>
        <translation>verbinding geweigerd</translation>
    </message>
    <message>
        <source>host not found</source>
        <translation>host niet gevonden</translation>
    </message>
    <message>
        <source>connection closed by the target</source>
        <translation>verbinding gesloten door het doel</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>geen antwoord op tijd</translation>
    </message>
    <message>
        <source>network error %1</source>
        <translation>netwerkfout %1</translation>
    </message>
    <message>
        <source>%1: the request never reached the target</source>
        <translation>%1: het verzoek heeft het doel nooit bereikt</translation>
    </message>
    <message>
        <source>no answer before the deadline; the target may have acted</source>
        <translation>geen antwoord voor de deadline; het doel heeft mogelijk gehandeld</translation>
    </message>
    <message>
        <source>no answer before the deadline</source>
        <translation>geen antwoord voor de deadline</translation>
    </message>
    <message>
        <source>%1 after the request was sent; the target may have acted</source>
        <translation>%1 nadat het verzoek was verzonden; het doel heeft mogelijk gehandeld</translation>
    </message>
    <message>
        <source>HTTP %1, created %2</source>
        <translation>HTTP %1, %2 aangemaakt</translation>
    </message>
    <message>
        <source>HTTP %1, replayed by the target for the same key: %2</source>
        <translation>HTTP %1, door het doel herhaald voor dezelfde sleutel: %2</translation>
    </message>
    <message>
        <source>HTTP %1 with an answer that cannot be read; the target may have acted</source>
        <translation>HTTP %1 met een onleesbaar antwoord; het doel heeft mogelijk gehandeld</translation>
    </message>
    <message>
        <source>an answer that cannot be read, code %1</source>
        <translation>een onleesbaar antwoord, code %1</translation>
    </message>
    <message>
        <source>HTTP 429: rate limited; nothing was done</source>
        <translation>HTTP 429: snelheidslimiet; er is niets gedaan</translation>
    </message>
    <message>
        <source>HTTP %1, which this target documents as not executed</source>
        <translation>HTTP %1, volgens de documentatie van dit doel niet uitgevoerd</translation>
    </message>
    <message>
        <source>HTTP 409: another request with the same key is still running at the target</source>
        <translation>HTTP 409: een ander verzoek met dezelfde sleutel loopt nog bij het doel</translation>
    </message>
    <message>
        <source>HTTP %1: redirect not followed for a request that changes data</source>
        <translation>HTTP %1: omleiding niet gevolgd voor een verzoek dat gegevens wijzigt</translation>
    </message>
    <message>
        <source>HTTP %1: the target may have acted</source>
        <translation>HTTP %1: het doel heeft mogelijk gehandeld</translation>
    </message>
    <message>
        <source>the target answered with code %1</source>
        <translation>het doel antwoordde met code %1</translation>
    </message>
    <message>
        <source>not sent: the request differs from the one reserved under this key</source>
        <translation>niet verzonden: het verzoek wijkt af van het verzoek dat onder deze sleutel is gereserveerd</translation>
    </message>
    <message>
        <source>HTTP 409 concurrent_idempotent_requests: the first request with this key is still running</source>
        <translation>HTTP 409 concurrent_idempotent_requests: het eerste verzoek met deze sleutel loopt nog</translation>
    </message>
    <message>
        <source>HTTP 409 invalid_idempotent_request: the target holds other content under this key</source>
        <translation>HTTP 409 invalid_idempotent_request: het doel heeft andere inhoud onder deze sleutel</translation>
    </message>
    <message>
        <source>HTTP 400 invalid_idempotency_key: refused before sending</source>
        <translation>HTTP 400 invalid_idempotency_key: geweigerd voor verzending</translation>
    </message>
    <message>
        <source>HTTP 200: the record %1 already existed (the upsert updated it; no second record)</source>
        <translation>HTTP 200: het record %1 bestond al (de upsert heeft het bijgewerkt; geen tweede record)</translation>
    </message>
    <message>
        <source>HTTP 204: the record already existed (the upsert updated it); look it up for its id</source>
        <translation>HTTP 204: het record bestond al (de upsert heeft het bijgewerkt); zoek het op voor zijn id</translation>
    </message>
    <message>
        <source>HTTP 300: several records carry this External ID; nothing was written</source>
        <translation>HTTP 300: meerdere records dragen deze External ID; er is niets geschreven</translation>
    </message>
    <message>
        <source>HTTP 400 DUPLICATE_VALUE: a concurrent upsert of this reference; look it up</source>
        <translation>HTTP 400 DUPLICATE_VALUE: een gelijktijdige upsert van deze referentie; zoek het op</translation>
    </message>
    <message>
        <source>HTTP %1 %2: nothing was written</source>
        <translation>HTTP %1 %2: er is niets geschreven</translation>
    </message>
    <message>
        <source>HTTP 422, Postmark error %1: not accepted</source>
        <translation>HTTP 422, Postmark-fout %1: niet geaccepteerd</translation>
    </message>
    <message>
        <source>HTTP 400 %1: nothing was created</source>
        <translation>HTTP 400 %1: er is niets aangemaakt</translation>
    </message>
    <message>
        <source>lookup failed: %1</source>
        <translation>zoekactie mislukt: %1</translation>
    </message>
    <message>
        <source>lookup answer cannot be read</source>
        <translation>antwoord van de zoekactie is onleesbaar</translation>
    </message>
    <message>
        <source>lookup answered HTTP %1</source>
        <translation>zoekactie antwoordde HTTP %1</translation>
    </message>
    <message>
        <source>no record carries the reference (now)</source>
        <translation>geen record draagt de referentie (nu)</translation>
    </message>
    <message>
        <source>%1 records carry the reference: %2</source>
        <translation>%1 records dragen de referentie: %2</translation>
    </message>
    <message>
        <source>found %1</source>
        <translation>%1 gevonden</translation>
    </message>
    <message>
        <source>this target offers no lookup by reference</source>
        <translation>dit doel biedt geen zoekfunctie op referentie</translation>
    </message>
    <message>
        <source>lookup refused for the rate limit; asked again later</source>
        <translation>zoekactie geweigerd vanwege de snelheidslimiet; later opnieuw gevraagd</translation>
    </message>
    <message>
        <source>record %1 carries the step&apos;s reference</source>
        <translation>record %1 draagt de referentie van de stap</translation>
    </message>
    <message>
        <source>the worker holding the reservation stopped answering</source>
        <translation>de worker met de reservering antwoordt niet meer</translation>
    </message>
    <message>
        <source>Resend reports the e-mail %1</source>
        <translation>Resend meldt de e-mail als %1</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1</source>
        <translation>Postmark meldt de e-mail als %1</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2)</source>
        <translation>Postmark meldt de e-mail als %1 (%2)</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>verzonden</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>afgeleverd</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>vertraagd</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>gebounced</translation>
    </message>
    <message>
        <source>complained</source>
        <translation>als spam gemeld</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>onderdrukt</translation>
    </message>
    <message>
        <source>the content is not valid JSON (at character %1)</source>
        <translation>de inhoud is geen geldige JSON (bij teken %1)</translation>
    </message>
    <message>
        <source>the content must be a JSON object with the step&apos;s fields</source>
        <translation>de inhoud moet een JSON-object met de velden van de stap zijn</translation>
    </message>
    <message>
        <source>the field %1 must be a text</source>
        <translation>het veld %1 moet een tekst zijn</translation>
    </message>
    <message>
        <source>the subject must not be empty</source>
        <translation>het onderwerp mag niet leeg zijn</translation>
    </message>
    <message>
        <source>the recipient must not be empty</source>
        <translation>de ontvanger mag niet leeg zijn</translation>
    </message>
    <message>
        <source>the recipient is not one e-mail address</source>
        <translation>de ontvanger is niet één e-mailadres</translation>
    </message>
    <message>
        <source>found %1 (the target&apos;s status: %2)</source>
        <translation>%1 gevonden (status bij het doel: %2)</translation>
    </message>
    <message>
        <source>not sent: the voucher&apos;s code is not the one its reference gives, so the e-mail could name another code</source>
        <translation>niet verstuurd: de code van de tegoedbon is niet die welke de referentie geeft, dus de e-mail zou een andere code kunnen noemen</translation>
    </message>
    <message>
        <source>Shopify created the discount %1</source>
        <translation>Shopify heeft de korting %1 aangemaakt</translation>
    </message>
    <message>
        <source>Shopify refused the code as taken (userErrors TAKEN): nothing new was created; it is looked up by its code</source>
        <translation>Shopify weigerde de code als bezet (userErrors TAKEN): er werd niets nieuws aangemaakt; hij wordt opgezocht via de code</translation>
    </message>
    <message>
        <source>Shopify refused the discount (userErrors %1): nothing was created</source>
        <translation>Shopify weigerde de korting (userErrors %1): er werd niets aangemaakt</translation>
    </message>
    <message>
        <source>Shopify throttled the request (cost bucket: %1 of %2 points, %3 restored per second); nothing was done</source>
        <translation>Shopify remde het verzoek af (kostenemmer: %1 van %2 punten, %3 per seconde aangevuld); er werd niets gedaan</translation>
    </message>
    <message>
        <source>Shopify answered HTTP 200 with the error %1: nothing was done</source>
        <translation>Shopify antwoordde HTTP 200 met de fout %1: er werd niets gedaan</translation>
    </message>
    <message>
        <source>Shopify answered HTTP 200 with the error %1: the discount may have been created</source>
        <translation>Shopify antwoordde HTTP 200 met de fout %1: de korting is mogelijk aangemaakt</translation>
    </message>
    <message>
        <source>HTTP 400 idempotency_error: Stripe holds other parameters under this key; nothing was created by this request and it is never sent under a new key: held for a reviewer</source>
        <translation>HTTP 400 idempotency_error: Stripe bewaart onder deze sleutel andere parameters; dit verzoek heeft niets aangemaakt en wordt nooit onder een nieuwe sleutel verstuurd: aangehouden voor een beoordelaar</translation>
    </message>
    <message>
        <source>HTTP 400: Stripe already has an active promotion code with this code; nothing new was created; it is looked up by its code</source>
        <translation>HTTP 400: Stripe heeft al een actieve promotiecode met deze code; er werd niets nieuws aangemaakt; hij wordt opgezocht via de code</translation>
    </message>
    <message>
        <source>HTTP %1 %2: Stripe refused the request; nothing was created</source>
        <translation>HTTP %1 %2: Stripe weigerde het verzoek; er werd niets aangemaakt</translation>
    </message>
    <message>
        <source>the target holds the code %1, but not as this step made it (%2): a duplicate at the target</source>
        <translation>het doel heeft de code %1, maar niet zoals deze stap hem maakte (%2): een duplicaat bij het doel</translation>
    </message>
    <message>
        <source>found %1: the code %2, as this step made it</source>
        <translation>gevonden %1: de code %2, zoals deze stap hem maakte</translation>
    </message>
    <message>
        <source>the voucher has no code</source>
        <translation>de tegoedbon heeft geen code</translation>
    </message>
    <message>
        <source>the voucher&apos;s amount must be a number greater than 0</source>
        <translation>het bedrag van de tegoedbon moet een getal groter dan 0 zijn</translation>
    </message>
    <message>
        <source>the voucher&apos;s usage_limit must be a whole number of at least 1</source>
        <translation>de usage_limit van de tegoedbon moet een geheel getal van minstens 1 zijn</translation>
    </message>
    <message>
        <source>made for another reference</source>
        <translation>gemaakt voor een andere referentie</translation>
    </message>
    <message>
        <source>another amount: %1</source>
        <translation>een ander bedrag: %1</translation>
    </message>
    <message>
        <source>another usage limit: %1</source>
        <translation>een andere gebruikslimiet: %1</translation>
    </message>
    <message>
        <source>another coupon: %1</source>
        <translation>een andere coupon: %1</translation>
    </message>
    <message>
        <source>the ledger was restored from a backup taken at %1: what this attempt did after it is not known</source>
        <translation>het grootboek werd hersteld uit een back-up van %1: wat deze poging daarna deed, is niet bekend</translation>
    </message>
    <message>
        <source>the ledger was restored from a backup taken at %1: the step is looked up at the target before it is sent</source>
        <translation>het grootboek werd hersteld uit een back-up van %1: de stap wordt bij het doel opgezocht voordat hij wordt verstuurd</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2) and deactivated the address: later e-mails to it are not sent until it is reactivated at Postmark</source>
        <translation>Postmark meldt de e-mail %1 (%2) en heeft het adres gedeactiveerd: latere e-mails ernaartoe worden niet verzonden tot het bij Postmark weer geactiveerd is</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2) and deactivated the address for good: it cannot be reactivated</source>
        <translation>Postmark meldt de e-mail %1 (%2) en heeft het adres definitief gedeactiveerd: het kan niet weer geactiveerd worden</translation>
    </message>
    <message>
        <source>Postmark reports %1 about the e-mail: not a delivery failure</source>
        <translation>Postmark meldt %1 over de e-mail: geen bezorgfout</translation>
    </message>
    <message>
        <source>scheduled</source>
        <translation>ingepland</translation>
    </message>
    <message>
        <source>the target asked to slow down</source>
        <translation>het doel vroeg om langzamer te sturen</translation>
    </message>
    <message>
        <source>the target refused it without acting (code %1)</source>
        <translation>het doel weigerde het zonder iets te doen (code %1)</translation>
    </message>
    <message>
        <source>the same request was still running at the target</source>
        <translation>hetzelfde verzoek liep nog bij het doel</translation>
    </message>
    <message>
        <source>the target holds other content under the same reference</source>
        <translation>het doel heeft andere inhoud onder dezelfde referentie</translation>
    </message>
</context>
<context>
    <name>StepRules</name>
    <message>
        <source>step %1 (CRM task)</source>
        <translation>stap %1 (CRM-taak)</translation>
    </message>
    <message>
        <source>step %1 (e-mail)</source>
        <translation>stap %1 (e-mail)</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>stap %1</translation>
    </message>
    <message>
        <source>%1 is confirmed; it is never executed again</source>
        <translation>%1 is bevestigd; hij wordt nooit opnieuw uitgevoerd</translation>
    </message>
    <message>
        <source>%1 stays held: the lookup settled nothing</source>
        <translation>%1 blijft aangehouden: de zoekactie bracht geen uitsluitsel</translation>
    </message>
    <message>
        <source>%1 is still uncertain; the target will be asked again</source>
        <translation>%1 is nog onzeker; het doel wordt opnieuw gevraagd</translation>
    </message>
    <message>
        <source>%1 is held: no lookup settled it</source>
        <translation>%1 is aangehouden: geen zoekactie bracht uitsluitsel</translation>
    </message>
    <message>
        <source>%1 used all %2 attempts; a reviewer must approve a retry</source>
        <translation>%1 heeft alle %2 pogingen gebruikt; een beoordelaar moet een herhaling goedkeuren</translation>
    </message>
    <message>
        <source>%1 waits for its backoff until %2</source>
        <translation>%1 wacht zijn wachttijd af tot %2</translation>
    </message>
    <message>
        <source>%1 reserved</source>
        <translation>%1 gereserveerd</translation>
    </message>
    <message>
        <source>an attempt of %1 is already in flight</source>
        <translation>er loopt al een poging van %1</translation>
    </message>
    <message>
        <source>%1 waits for its content to be approved</source>
        <translation>%1 wacht op goedkeuring van de inhoud</translation>
    </message>
    <message>
        <source>the outcome of %1 is uncertain; reconcile with the target before anything is sent again</source>
        <translation>de uitkomst van %1 is onzeker; stem af met het doel voordat er iets opnieuw wordt verzonden</translation>
    </message>
    <message>
        <source>%1 is held for a reviewer</source>
        <translation>%1 wacht op een beoordelaar</translation>
    </message>
    <message>
        <source>%1 was abandoned</source>
        <translation>%1 is stopgezet</translation>
    </message>
    <message>
        <source>a protected retry is only for an uncertain step; %1 is %2</source>
        <translation>een beschermde herhaling is alleen voor een onzekere stap; %1 is %2</translation>
    </message>
    <message>
        <source>the target of %1 documents no idempotent create; look the step up instead</source>
        <translation>het doel van %1 documenteert geen idempotent aanmaken; zoek de stap in plaats daarvan op</translation>
    </message>
    <message>
        <source>the key of %1 was never sent; nothing to protect</source>
        <translation>de sleutel van %1 is nooit verzonden; er valt niets te beschermen</translation>
    </message>
    <message>
        <source>the idempotency key of %1 expired at %2; a resend could create a second effect, so only a lookup is allowed</source>
        <translation>de idempotentiesleutel van %1 is verlopen op %2; opnieuw verzenden kan een tweede effect geven, dus alleen opzoeken is toegestaan</translation>
    </message>
    <message>
        <source>%1 used all %2 attempts</source>
        <translation>%1 heeft alle %2 pogingen gebruikt</translation>
    </message>
    <message>
        <source>%1: protected retry with the same key inside its retention</source>
        <translation>%1: beschermde herhaling met dezelfde sleutel binnen de bewaartermijn</translation>
    </message>
    <message>
        <source>no attempt of %1 is in flight</source>
        <translation>er loopt geen poging van %1</translation>
    </message>
    <message>
        <source>%1 confirmed by the target</source>
        <translation>%1 bevestigd door het doel</translation>
    </message>
    <message>
        <source>%1 failed before the action %2 times; held for a reviewer</source>
        <translation>%1 is %2 keer mislukt vóór de actie; wacht op een beoordelaar</translation>
    </message>
    <message>
        <source>%1 failed before the action; it will be retried after the backoff</source>
        <translation>%1 is mislukt vóór de actie; hij wordt na de wachttijd herhaald</translation>
    </message>
    <message>
        <source>%1 may have acted and its target cannot confirm; held, never resent automatically</source>
        <translation>%1 heeft mogelijk gehandeld en het doel kan niets bevestigen; aangehouden, nooit automatisch opnieuw verzonden</translation>
    </message>
    <message>
        <source>%1 may have acted; reconcile with the target before anything else</source>
        <translation>%1 heeft mogelijk gehandeld; stem eerst af met het doel</translation>
    </message>
    <message>
        <source>%1 is not uncertain; there is nothing to reconcile</source>
        <translation>%1 is niet onzeker; er valt niets af te stemmen</translation>
    </message>
    <message>
        <source>the target of %1 offers no lookup</source>
        <translation>het doel van %1 biedt geen zoekfunctie</translation>
    </message>
    <message>
        <source>%1 found at the target; its reference is adopted</source>
        <translation>%1 gevonden bij het doel; de referentie wordt overgenomen</translation>
    </message>
    <message>
        <source>%1 is provably absent at the target; a retry needs a reviewer&apos;s approval</source>
        <translation>%1 ontbreekt aantoonbaar bij het doel; een herhaling vraagt goedkeuring van een beoordelaar</translation>
    </message>
    <message>
        <source>%1 is provably absent at the target; it may be retried</source>
        <translation>%1 ontbreekt aantoonbaar bij het doel; hij mag herhaald worden</translation>
    </message>
    <message>
        <source>%1 is already confirmed; there is nothing to reconcile</source>
        <translation>%1 is al bevestigd; er valt niets af te stemmen</translation>
    </message>
    <message>
        <source>the target of %1 offers no lookup; adopt a record or confirm it was not executed</source>
        <translation>het doel van %1 biedt geen zoekfunctie; neem een record over of bevestig dat hij niet is uitgevoerd</translation>
    </message>
    <message>
        <source>look %1 up at the target by its reference</source>
        <translation>%1 bij het doel opzoeken via de referentie</translation>
    </message>
    <message>
        <source>%1 is already confirmed with a target reference</source>
        <translation>%1 is al bevestigd met een doelreferentie</translation>
    </message>
    <message>
        <source>only an uncertain or held step can adopt a target record; %1 is %2</source>
        <translation>alleen een onzekere of aangehouden stap kan een record van het doel overnemen; %1 is %2</translation>
    </message>
    <message>
        <source>%1 adopts the target record</source>
        <translation>%1 neemt het record van het doel over</translation>
    </message>
    <message>
        <source>%1 is already known not to have been executed; approve a retry instead</source>
        <translation>van %1 is al bekend dat hij niet is uitgevoerd; keur in plaats daarvan een herhaling goed</translation>
    </message>
    <message>
        <source>only an uncertain or held step can be confirmed as not executed; %1 is %2</source>
        <translation>alleen een onzekere of aangehouden stap kan als niet uitgevoerd worden bevestigd; %1 is %2</translation>
    </message>
    <message>
        <source>%1 is recorded as not executed; a retry may now be approved</source>
        <translation>%1 is vastgelegd als niet uitgevoerd; een herhaling mag nu worden goedgekeurd</translation>
    </message>
    <message>
        <source>the outcome of %1 is uncertain: the target may already have acted. Reconcile it or confirm it was not executed before a retry</source>
        <translation>de uitkomst van %1 is onzeker: het doel kan al hebben gehandeld. Stem af of bevestig dat hij niet is uitgevoerd voordat u herhaalt</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight</source>
        <translation>er loopt een poging van %1</translation>
    </message>
    <message>
        <source>%1 is not held; there is nothing to retry</source>
        <translation>%1 is niet aangehouden; er valt niets te herhalen</translation>
    </message>
    <message>
        <source>retry of %1 approved</source>
        <translation>herhaling van %1 goedgekeurd</translation>
    </message>
    <message>
        <source>%1 is confirmed; its content was sent and can no longer change</source>
        <translation>%1 is bevestigd; de inhoud is verzonden en kan niet meer veranderen</translation>
    </message>
    <message>
        <source>%1 is not waiting for a content approval</source>
        <translation>%1 wacht niet op goedkeuring van inhoud</translation>
    </message>
    <message>
        <source>content of %1 approved</source>
        <translation>inhoud van %1 goedgekeurd</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight; wait for its outcome</source>
        <translation>er loopt een poging van %1; wacht de uitkomst af</translation>
    </message>
    <message>
        <source>%1 was already abandoned</source>
        <translation>%1 was al stopgezet</translation>
    </message>
    <message>
        <source>%1 abandoned</source>
        <translation>%1 stopgezet</translation>
    </message>
    <message>
        <source>unknown input</source>
        <translation>onbekende invoer</translation>
    </message>
    <message>
        <source>Approve the content of %1.</source>
        <translation>Keur de inhoud van %1 goed.</translation>
    </message>
    <message>
        <source>None: the runner will send %1.</source>
        <translation>Geen: de runner verzendt %1.</translation>
    </message>
    <message>
        <source>None: an attempt of %1 is in flight.</source>
        <translation>Geen: er loopt een poging van %1.</translation>
    </message>
    <message>
        <source>Adopt a target record or confirm %1 was not executed.</source>
        <translation>Neem een record van het doel over of bevestig dat %1 niet is uitgevoerd.</translation>
    </message>
    <message>
        <source>Reconcile %1 with the target before anything else.</source>
        <translation>Stem %1 eerst af met het doel.</translation>
    </message>
    <message>
        <source>Approve a retry of %1, start a new approved operation, or abandon.</source>
        <translation>Keur een herhaling van %1 goed, start een nieuwe goedgekeurde operatie of zet stop.</translation>
    </message>
    <message>
        <source>Check the target by hand, then adopt its record or confirm %1 was not executed.</source>
        <translation>Controleer het doel met de hand en neem dan het record over of bevestig dat %1 niet is uitgevoerd.</translation>
    </message>
    <message>
        <source>Reconcile %1, adopt the target record, or confirm it was not executed.</source>
        <translation>Stem %1 af, neem het record van het doel over of bevestig dat hij niet is uitgevoerd.</translation>
    </message>
    <message>
        <source>None: %1 is confirmed.</source>
        <translation>Geen: %1 is bevestigd.</translation>
    </message>
    <message>
        <source>None: %1 was abandoned.</source>
        <translation>Geen: %1 is stopgezet.</translation>
    </message>
    <message>
        <source>what would be sent for %1 differs from what was first sent under its key; changed content never goes out under the old key</source>
        <translation>wat voor %1 zou worden verzonden, verschilt van wat eerst onder zijn sleutel is verzonden; gewijzigde inhoud gaat nooit onder de oude sleutel uit</translation>
    </message>
    <message>
        <source>several records at the target carry the reference of %1: a duplicate there; held for a reviewer</source>
        <translation>meerdere records bij het doel dragen de referentie van %1: een duplicaat daar; aangehouden voor een beoordelaar</translation>
    </message>
    <message>
        <source>%1 stays held: nothing found yet, but the target may still act on an earlier request until %2</source>
        <translation>%1 blijft aangehouden: nog niets gevonden, maar het doel kan tot %2 nog op een eerder verzoek handelen</translation>
    </message>
    <message>
        <source>%1 is held: its key has expired and the lookup found nothing clear</source>
        <translation>%1 is aangehouden: zijn sleutel is verlopen en de zoekactie vond niets duidelijks</translation>
    </message>
    <message>
        <source>%1: nothing found yet; the target may still act on an earlier request, so it is looked up again until %2</source>
        <translation>%1: nog niets gevonden; het doel kan nog op een eerder verzoek handelen, dus wordt er tot %2 opnieuw gezocht</translation>
    </message>
    <message>
        <source>%1 is not uncertain</source>
        <translation>%1 is niet onzeker</translation>
    </message>
    <message>
        <source>%1 is held: its key has expired and its target cannot be looked up</source>
        <translation>%1 is aangehouden: zijn sleutel is verlopen en zijn doel kan niet worden doorzocht</translation>
    </message>
    <message>
        <source>%1 is held: its target cannot be looked up and a protected retry is not possible</source>
        <translation>%1 is aangehouden: zijn doel kan niet worden doorzocht en een beschermde herhaling is niet mogelijk</translation>
    </message>
    <message>
        <source>%1 is not confirmed; there is nothing to verify</source>
        <translation>%1 is niet bevestigd; er is niets te controleren</translation>
    </message>
    <message>
        <source>the confirming lookup found several records for the reference of %1: a duplicate at the target; held for a reviewer</source>
        <translation>de bevestigende zoekactie vond meerdere records voor de referentie van %1: een duplicaat bij het doel; aangehouden voor een beoordelaar</translation>
    </message>
    <message>
        <source>the target holds several records for %1: it was executed, more than once</source>
        <translation>het doel heeft meerdere records voor %1: hij is uitgevoerd, meer dan eens</translation>
    </message>
    <message>
        <source>an earlier request of %1 may still be executing at the target until %2; nothing can be called not executed before then</source>
        <translation>een eerder verzoek van %1 kan bij het doel nog tot %2 lopen; daarvoor kan niets als niet uitgevoerd gelden</translation>
    </message>
    <message>
        <source>an earlier request of %1 may still be executing at the target until %2; wait before a retry</source>
        <translation>een eerder verzoek van %1 kan bij het doel nog tot %2 lopen; wacht met een herhaling</translation>
    </message>
    <message>
        <source>Wait: the target may still act on %1 until %2. Then check it by hand.</source>
        <translation>Wachten: het doel kan tot %2 nog op %1 handelen. Controleer het daarna met de hand.</translation>
    </message>
    <message>
        <source>None yet: the target may still act on %1 until %2; Runledger keeps looking it up.</source>
        <translation>Nog niets: het doel kan tot %2 nog op %1 handelen; Runledger blijft zoeken.</translation>
    </message>
    <message>
        <source>Check the records at the target: keep one, delete the others there, then adopt the one kept for %1.</source>
        <translation>Controleer de records bij het doel: houd er één, verwijder daar de andere en neem dan de bewaarde over voor %1.</translation>
    </message>
    <message>
        <source>Wait until %2: the target may still act on %1. Then reconcile it.</source>
        <translation>Wacht tot %2: het doel kan nog op %1 handelen. Stem het daarna af.</translation>
    </message>
    <message>
        <source>the content of %1 cannot be sent as it is: start a new approved operation with edited content, or abandon</source>
        <translation>de inhoud van %1 kan zo niet worden verzonden: start een nieuwe goedgekeurde operatie met bewerkte inhoud, of breek af</translation>
    </message>
    <message>
        <source>step %1 (voucher)</source>
        <translation>stap %1 (tegoedbon)</translation>
    </message>
    <message>
        <source>Start a new approved operation with edited content for %1, or abandon.</source>
        <translation>Start een nieuwe goedgekeurde bewerking met bewerkte inhoud voor %1, of laat hem vallen.</translation>
    </message>
    <message>
        <source>Wait until %2: the target&apos;s search may not show the record of %1 before then. Then adopt its record or confirm it was not executed.</source>
        <translation>Wacht tot %2: de zoekfunctie van het doel toont het record van %1 mogelijk pas dan. Neem daarna het record over of bevestig dat het niet is uitgevoerd.</translation>
    </message>
</context>
<context>
    <name>TargetProfile</name>
    <message>
        <source>target %1: %2</source>
        <translation>doel %1: %2</translation>
    </message>
    <message>
        <source>base_url must be an http or https URL</source>
        <translation>base_url moet een http- of https-URL zijn</translation>
    </message>
    <message>
        <source>capability must be protected_create, lookup_only or none</source>
        <translation>capability moet protected_create, lookup_only of none zijn</translation>
    </message>
    <message>
        <source>max_attempts, max_in_flight and timeouts must be at least 1</source>
        <translation>max_attempts, max_in_flight en time-outs moeten minstens 1 zijn</translation>
    </message>
    <message>
        <source>a token must not be written into the configuration; name its environment variable in token_env</source>
        <translation>een token hoort niet in de configuratie; noem de omgevingsvariabele ervan in token_env</translation>
    </message>
    <message>
        <source>not_executed_statuses must be HTTP error codes</source>
        <translation>not_executed_statuses moeten HTTP-foutcodes zijn</translation>
    </message>
    <message>
        <source>max_execution_ms must not be shorter than deadline_ms: the target may still act until the deadline</source>
        <translation>max_execution_ms mag niet korter zijn dan deadline_ms: het doel kan tot de deadline nog handelen</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 moet true of false zijn</translation>
    </message>
    <message>
        <source>capability lookup_only needs a lookup; set lookup to true or declare capability none</source>
        <translation>capability lookup_only vereist een zoekfunctie; zet lookup op true of geef capability none op</translation>
    </message>
    <message>
        <source>Resend offers no lookup by reference; remove &quot;lookup&quot;</source>
        <translation>Resend biedt geen zoekfunctie op referentie; verwijder &quot;lookup&quot;</translation>
    </message>
    <message>
        <source>protocol &quot;%1&quot; is not supported by this build (supported: %2)</source>
        <translation>protocol &quot;%1&quot; wordt door deze build niet ondersteund (ondersteund: %2)</translation>
    </message>
    <message>
        <source>protocol %1 is for %2 targets: kind must be &quot;%2&quot;</source>
        <translation>protocol %1 is voor %2-doelen: kind moet &quot;%2&quot; zijn</translation>
    </message>
    <message>
        <source>protocol %1 needs &quot;from&quot;: the sender address</source>
        <translation>protocol %1 heeft &quot;from&quot; nodig: het afzenderadres</translation>
    </message>
    <message>
        <source>field_map values must be the target&apos;s field names</source>
        <translation>de waarden van field_map moeten veldnamen van het doel zijn</translation>
    </message>
    <message>
        <source>Salesforce&apos;s External ID has no retention limit; remove key_retention_seconds</source>
        <translation>De External ID van Salesforce heeft geen bewaarlimiet; verwijder key_retention_seconds</translation>
    </message>
    <message>
        <source>webhook_secret_env is for the delivery events of resend and postmark targets</source>
        <translation>webhook_secret_env is voor de bezorggebeurtenissen van Resend- en Postmark-doelen</translation>
    </message>
    <message>
        <source>record_url and search_url must be http or https URL templates</source>
        <translation>record_url en search_url moeten http- of https-URL-sjablonen zijn</translation>
    </message>
    <message>
        <source>timeouts, attempts and backoff must be numbers from 0 to 1,000,000,000</source>
        <translation>time-outs, pogingen en wachttijden moeten getallen van 0 tot 1.000.000.000 zijn</translation>
    </message>
    <message>
        <source>kind must be &quot;crm&quot;, &quot;mail&quot; or &quot;voucher&quot;</source>
        <translation>kind moet &quot;crm&quot;, &quot;mail&quot; of &quot;voucher&quot; zijn</translation>
    </message>
    <message>
        <source>a voucher target needs the protocol shopify_discount or stripe_promotion_code</source>
        <translation>een tegoedbondoel heeft het protocol shopify_discount of stripe_promotion_code nodig</translation>
    </message>
    <message>
        <source>code_prefix must be up to 8 capital letters or digits, like &quot;SHOP&quot;</source>
        <translation>code_prefix moet uit maximaal 8 hoofdletters of cijfers bestaan, zoals &quot;SHOP&quot;</translation>
    </message>
    <message>
        <source>Shopify&apos;s discount codes carry no idempotency key; remove key_retention_seconds</source>
        <translation>De kortingscodes van Shopify hebben geen idempotentiesleutel; verwijder key_retention_seconds</translation>
    </message>
    <message>
        <source>protocol stripe_promotion_code needs &quot;coupon&quot;: the id of the coupon its promotion codes point at</source>
        <translation>het protocol stripe_promotion_code heeft &quot;coupon&quot; nodig: de id van de coupon waarnaar de promotiecodes verwijzen</translation>
    </message>
    <message>
        <source>a voucher target can always be looked up by its code; declare lookup_only (Shopify) or protected_create (Stripe)</source>
        <translation>een tegoedbondoel is altijd op te zoeken via de code; geef lookup_only (Shopify) of protected_create (Stripe) op</translation>
    </message>
    <message>
        <source>Shopify documents no idempotency key for discountCodeBasicCreate; declare capability lookup_only</source>
        <translation>Shopify documenteert geen idempotentiesleutel voor discountCodeBasicCreate; geef capability lookup_only op</translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>a service login</source>
        <translation>een servicelogin</translation>
    </message>
    <message>
        <source>a reviewer</source>
        <translation>een beoordelaar</translation>
    </message>
    <message>
        <source>an approver</source>
        <translation>een goedkeurder</translation>
    </message>
    <message>
        <source>an auditor</source>
        <translation>een auditor</translation>
    </message>
    <message>
        <source>the login %1 is not on this ledger&apos;s team; the ledger&apos;s owner adds it with runledgerctl team add</source>
        <translation>de login %1 hoort niet bij het team van dit grootboek; de eigenaar van het grootboek voegt hem toe met runledgerctl team add</translation>
    </message>
    <message>
        <source>you are signed in as %1 (login %2); a decision cannot be recorded under another name (%3)</source>
        <translation>u bent aangemeld als %1 (login %2); een beslissing kan niet onder een andere naam worden vastgelegd (%3)</translation>
    </message>
    <message>
        <source>%1 needs %2; the login %3 is %4</source>
        <translation>%1 vereist %2; de login %3 is %4</translation>
    </message>
    <message>
        <source>a SQLite ledger is one person&apos;s file and has no team: roles need a PostgreSQL ledger</source>
        <translation>een SQLite-grootboek is het bestand van één persoon en heeft geen team: rollen vereisen een PostgreSQL-grootboek</translation>
    </message>
    <message>
        <source>reading who is signed in</source>
        <translation>bij het lezen wie is aangemeld</translation>
    </message>
    <message>
        <source>reading the team</source>
        <translation>bij het lezen van het team</translation>
    </message>
    <message>
        <source>setting up the team&apos;s roles</source>
        <translation>bij het inrichten van de teamrollen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a database login name</source>
        <translation>&apos;%1&apos; is geen loginnaam van de database</translation>
    </message>
    <message>
        <source>a team member needs a display name</source>
        <translation>een teamlid heeft een weergavenaam nodig</translation>
    </message>
    <message>
        <source>reading the login</source>
        <translation>bij het lezen van de login</translation>
    </message>
    <message>
        <source>there is no database login %1: the administrator creates it first (CREATE ROLE %1 LOGIN PASSWORD …)</source>
        <translation>er is geen databaselogin %1: de beheerder maakt die eerst aan (CREATE ROLE %1 LOGIN PASSWORD …)</translation>
    </message>
    <message>
        <source>the database role %1 cannot log in</source>
        <translation>de databaserol %1 kan niet aanmelden</translation>
    </message>
    <message>
        <source>reading the roles</source>
        <translation>bij het lezen van de rollen</translation>
    </message>
    <message>
        <source>the team&apos;s roles are not set up on this database: run runledgerctl team init first</source>
        <translation>de teamrollen zijn in deze database niet ingericht: voer eerst runledgerctl team init uit</translation>
    </message>
    <message>
        <source>granting the login&apos;s role</source>
        <translation>bij het toekennen van de rol van de login</translation>
    </message>
    <message>
        <source>adding the team member</source>
        <translation>bij het toevoegen van het teamlid</translation>
    </message>
    <message>
        <source>reading the login&apos;s roles</source>
        <translation>bij het lezen van de rollen van de login</translation>
    </message>
    <message>
        <source>revoking the login&apos;s role</source>
        <translation>bij het intrekken van de rol van de login</translation>
    </message>
    <message>
        <source>removing the team member</source>
        <translation>bij het verwijderen van het teamlid</translation>
    </message>
    <message>
        <source>%1 is not an active member of this ledger&apos;s team</source>
        <translation>%1 is geen actief lid van het team van dit grootboek</translation>
    </message>
    <message>
        <source>recording the team&apos;s change</source>
        <translation>bij het vastleggen van de wijziging van het team</translation>
    </message>
    <message>
        <source>reading the team&apos;s history</source>
        <translation>bij het lezen van de geschiedenis van het team</translation>
    </message>
    <message>
        <source>the login %1 was not on the team</source>
        <translation>de login %1 hoorde niet bij het team</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>the login %1 had been removed from the team</source>
        <translation>de login %1 was uit het team verwijderd</translation>
    </message>
    <message>
        <source>the login %1 was %2</source>
        <translation>de login %1 was %2</translation>
    </message>
    <message>
        <source>nobody on this team may countersign: a request for a four-eyes decision waits until an approver is added (runledgerctl team add --role approver)</source>
        <translation>niemand in dit team mag medeondertekenen: een verzoek voor een vier-ogenbeslissing wacht tot er een goedkeurder is toegevoegd (runledgerctl team add --role approver)</translation>
    </message>
    <message>
        <source>%1 is the only approver: %1 countersigns the reviewers&apos; requests, but a request %1 makes waits until a second approver is added</source>
        <translation>%1 is de enige goedkeurder: %1 ondertekent de verzoeken van de beoordelaars mee, maar een verzoek van %1 wacht tot er een tweede goedkeurder is toegevoegd</translation>
    </message>
</context>
<context>
    <name>rl::app</name>
    <message>
        <source>the PDF helper runledger-pdf is not installed next to this program</source>
        <translation>het pdf-hulpprogramma runledger-pdf is niet naast dit programma geïnstalleerd</translation>
    </message>
    <message>
        <source>the PDF helper did not start: %1</source>
        <translation>het pdf-hulpprogramma startte niet: %1</translation>
    </message>
    <message>
        <source>the PDF helper did not finish in time</source>
        <translation>het pdf-hulpprogramma was niet op tijd klaar</translation>
    </message>
    <message>
        <source>the PDF helper failed: %1</source>
        <translation>het pdf-hulpprogramma is mislukt: %1</translation>
    </message>
    <message>
        <source>a PDF needs Qt GUI, which this program did not start</source>
        <translation>een pdf heeft Qt GUI nodig, dat dit programma niet heeft gestart</translation>
    </message>
    <message>
        <source>the PDF could not be written</source>
        <translation>de pdf kon niet worden geschreven</translation>
    </message>
    <message>
        <source>%1 could not be attached to the PDF</source>
        <translation>%1 kon niet aan de pdf worden toegevoegd</translation>
    </message>
    <message>
        <source>the sandbox program runledger-sandbox is not installed next to this program or on the PATH</source>
        <translation>het sandboxprogramma runledger-sandbox is niet naast dit programma of in het PATH geïnstalleerd</translation>
    </message>
    <message>
        <source>the sandbox program %1 did not start: %2</source>
        <translation>het sandboxprogramma %1 is niet gestart: %2</translation>
    </message>
</context>
<context>
    <name>rl::app::AcceptanceRun</name>
    <message>
        <source>Normal success</source>
        <translation>Normaal succes</translation>
    </message>
    <message>
        <source>Same event delivered twice (and 20 times at once)</source>
        <translation>Dezelfde gebeurtenis twee keer afgeleverd (en 20 keer tegelijk)</translation>
    </message>
    <message>
        <source>Timeout after the CRM succeeded</source>
        <translation>Time-out nadat het CRM was geslaagd</translation>
    </message>
    <message>
        <source>Two concurrent attempts</source>
        <translation>Twee gelijktijdige pogingen</translation>
    </message>
    <message>
        <source>Resume after approval</source>
        <translation>Hervatten na goedkeuring</translation>
    </message>
    <message>
        <source>Late repeat after the idempotency key expired</source>
        <translation>Late herhaling nadat de idempotentiesleutel is verlopen</translation>
    </message>
    <message>
        <source>no operation</source>
        <translation>geen operatie</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Setting up the sandbox and the scratch ledger</source>
        <translation>De sandbox en het kladgrootboek worden ingericht</translation>
    </message>
    <message>
        <source>None: every step is confirmed.</source>
        <translation>Geen: elke stap is bevestigd.</translation>
    </message>
    <message>
        <source>One orders/create event; flow: CRM task, then e-mail.</source>
        <translation>Eén orders/create-gebeurtenis; flow: CRM-taak, daarna e-mail.</translation>
    </message>
    <message>
        <source>completed with one task and one e-mail</source>
        <translation>voltooid met één taak en één e-mail</translation>
    </message>
    <message>
        <source>the operation did not complete</source>
        <translation>de operatie is niet voltooid</translation>
    </message>
    <message>
        <source>The same event delivered twice with different webhook ids, then 20 more deliveries of it.</source>
        <translation>Dezelfde gebeurtenis twee keer afgeleverd met verschillende webhook-id&apos;s, daarna nog 20 leveringen ervan.</translation>
    </message>
    <message>
        <source>%1 operations for one event</source>
        <translation>%1 operaties voor één gebeurtenis</translation>
    </message>
    <message>
        <source>22 deliveries, one operation, one task, one e-mail</source>
        <translation>22 leveringen, één operatie, één taak, één e-mail</translation>
    </message>
    <message>
        <source>The CRM creates the task and its answer is lost (the runner times out).</source>
        <translation>Het CRM maakt de taak aan en zijn antwoord gaat verloren (de runner krijgt een time-out).</translation>
    </message>
    <message>
        <source>reconciled with the CRM; its task was adopted, not created again</source>
        <translation>afgestemd met het CRM; de taak is overgenomen, niet opnieuw aangemaakt</translation>
    </message>
    <message>
        <source>the uncertain step was not reconciled</source>
        <translation>de onzekere stap is niet afgestemd</translation>
    </message>
    <message>
        <source>Ten operations, two runners on one ledger racing for every step; the target ignores idempotency keys.</source>
        <translation>Tien operaties, twee runners op één grootboek racen om elke stap; het doel negeert idempotentiesleutels.</translation>
    </message>
    <message>
        <source>not every operation completed</source>
        <translation>niet elke operatie is voltooid</translation>
    </message>
    <message>
        <source>20 steps, 20 attempts: each reservation let exactly one runner act</source>
        <translation>20 stappen, 20 pogingen: elke reservering liet precies één runner handelen</translation>
    </message>
    <message>
        <source>%1 attempts for 20 steps</source>
        <translation>%1 pogingen voor 20 stappen</translation>
    </message>
    <message>
        <source>the e-mail never waited for approval</source>
        <translation>de e-mail heeft nooit op goedkeuring gewacht</translation>
    </message>
    <message>
        <source>Acceptance test: e-mail text checked</source>
        <translation>Acceptatietest: e-mailtekst gecontroleerd</translation>
    </message>
    <message>
        <source>the operation did not resume after the approval</source>
        <translation>de operatie is na de goedkeuring niet hervat</translation>
    </message>
    <message>
        <source>step 1 not repeated; the e-mail sent is the approved version byte for byte</source>
        <translation>stap 1 niet herhaald; de verzonden e-mail is byte voor byte de goedgekeurde versie</translation>
    </message>
    <message>
        <source>the e-mail sent differs from the approved version</source>
        <translation>de verzonden e-mail wijkt af van de goedgekeurde versie</translation>
    </message>
    <message>
        <source>looked up, no clear evidence: held for a reviewer; nothing was resent</source>
        <translation>opgezocht, geen duidelijk bewijs: wacht op een beoordelaar; er is niets opnieuw verzonden</translation>
    </message>
    <message>
        <source>the step was not held after the key expired (state %1)</source>
        <translation>de stap is na het verlopen van de sleutel niet aangehouden (status %1)</translation>
    </message>
    <message>
        <source>the configuration needs a crm and a mail target</source>
        <translation>de configuratie heeft een crm- en een mail-doel nodig</translation>
    </message>
    <message>
        <source>past the key&apos;s retention the task was looked up and found: adopted, nothing was resent</source>
        <translation>na de bewaartermijn van de sleutel is de taak opgezocht en gevonden: overgenomen, er is niets opnieuw verzonden</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1; open step: %2; attempts: %3</source>
        <translation>%1; open stap: %2; pogingen: %3</translation>
    </message>
    <message>
        <source>The CRM task is created, its answer lost; the CRM&apos;s search has not caught up when the 2 s key retention has passed.</source>
        <translation>De CRM-taak wordt aangemaakt, het antwoord gaat verloren; de zoekfunctie van het CRM is nog niet bij als de sleutelbewaring van 2 s is verstreken.</translation>
    </message>
    <message>
        <source>Probing the configured targets</source>
        <translation>Testen van de geconfigureerde doelen</translation>
    </message>
    <message>
        <source>target %1 could not be probed, so no case was run: %2</source>
        <translation>doel %1 kon niet getest worden, dus is geen geval uitgevoerd: %2</translation>
    </message>
    <message>
        <source>(the CRM tasks could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(de CRM-taken konden niet geteld worden: %1 biedt geen zoekactie op referentie)</translation>
    </message>
    <message>
        <source>(the e-mails could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(de e-mails konden niet geteld worden: %1 biedt geen zoekactie op referentie)</translation>
    </message>
    <message>
        <source>The CRM task is created, its answer lost, and the key retention runs out.</source>
        <translation>De CRM-taak wordt aangemaakt, het antwoord gaat verloren en de bewaartermijn van de sleutel verloopt.</translation>
    </message>
    <message>
        <source>Ten operations, two runners on one ledger racing for every step.</source>
        <translation>Tien operaties, twee runners op één grootboek wedijveren om elke stap.</translation>
    </message>
    <message>
        <source>step 1 not repeated; the request sent is the approved version&apos;s (its fingerprint)</source>
        <translation>stap 1 niet herhaald; het verzonden verzoek is dat van de goedgekeurde versie (de vingerafdruk)</translation>
    </message>
    <message>
        <source>the request sent is not the approved version&apos;s</source>
        <translation>het verzonden verzoek is niet dat van de goedgekeurde versie</translation>
    </message>
    <message>
        <source>the target performed %1 and %2, expected %3 and %4</source>
        <translation>het doel voerde %1 en %2 uit, verwacht %3 en %4</translation>
    </message>
    <message numerus="yes">
        <source>%n CRM task(s)</source>
        <translation>
            <numerusform>%n CRM-taak</numerusform>
            <numerusform>%n CRM-taken</numerusform>
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
        <translation>de test was niet binnen %1 s klaar</translation>
    </message>
    <message>
        <source>Unknown: the ledger could not be read (%1).</source>
        <translation>Onbekend: het grootboek kon niet worden gelezen (%1).</translation>
    </message>
    <message>
        <source>the ledger could not be read: %1</source>
        <translation>het grootboek kon niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>the mail target has no sandbox admin API, so the cases send real e-mails: set its &quot;probe_recipient&quot; (or &quot;from&quot;) to an address you read</source>
        <translation>het maildoel heeft geen sandbox-admin-API, dus de gevallen verzenden echte e-mails: zet zijn &quot;probe_recipient&quot; (of &quot;from&quot;) op een adres dat u leest</translation>
    </message>
    <message>
        <source>the ledger could not be read (%1)</source>
        <translation>het grootboek kon niet worden gelezen (%1)</translation>
    </message>
    <message>
        <source>Unknown: step %1 is not in the ledger.</source>
        <translation>Onbekend: stap %1 staat niet in het grootboek.</translation>
    </message>
    <message>
        <source>the e-mail step is not in the ledger</source>
        <translation>de e-mailstap staat niet in het grootboek</translation>
    </message>
    <message>
        <source>no such case</source>
        <translation>geen zo&apos;n geval</translation>
    </message>
    <message>
        <source>Automated test run</source>
        <translation>Geautomatiseerde testrun</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>not run: this case makes the target lose its answer (and moves its clock) on purpose, which only the simulation can do; the configured targets cannot be told to</source>
        <translation>niet gedraaid: dit geval laat het doel opzettelijk zijn antwoord verliezen (en verzet zijn klok), wat alleen de simulatie kan; de geconfigureerde doelen kunnen dat niet</translation>
    </message>
    <message>
        <source>orders/paid: the CRM task runs, the e-mail waits for its text to be approved; the automated test run approves it, standing in for a reviewer.</source>
        <translation>orders/paid: de CRM-taak loopt, de e-mail wacht tot zijn tekst is goedgekeurd; de geautomatiseerde testrun keurt hem goed, in plaats van een beoordelaar.</translation>
    </message>
    <message>
        <source>the configuration has no voucher target</source>
        <translation>de configuratie heeft geen tegoedbondoel</translation>
    </message>
    <message numerus="yes">
        <source>%n voucher(s)</source>
        <translation>
            <numerusform>%n tegoedbon</numerusform>
            <numerusform>%n tegoedbonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>(the vouchers could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(de tegoedbonnen konden niet worden geteld: %1 is niet op te zoeken via de referentie)</translation>
    </message>
    <message>
        <source>Timeout after the voucher was created</source>
        <translation>Time-out nadat de tegoedbon was aangemaakt</translation>
    </message>
    <message>
        <source>Late repeat after Stripe&apos;s idempotency key expired</source>
        <translation>Late herhaling nadat de idempotentiesleutel van Stripe was verlopen</translation>
    </message>
    <message>
        <source>One orders/create event; flow: a voucher, then an e-mail with its code.</source>
        <translation>Eén orders/create-gebeurtenis; flow: een tegoedbon, daarna een e-mail met de code.</translation>
    </message>
    <message>
        <source>completed with one voucher and one e-mail with its code</source>
        <translation>afgerond met één tegoedbon en één e-mail met de code</translation>
    </message>
    <message>
        <source>22 deliveries, one operation, one voucher, one e-mail</source>
        <translation>22 leveringen, één operatie, één tegoedbon, één e-mail</translation>
    </message>
    <message>
        <source>The shop creates the voucher and its answer is lost (the runner times out).</source>
        <translation>De winkel maakt de tegoedbon aan en het antwoord gaat verloren (de runner krijgt een time-out).</translation>
    </message>
    <message>
        <source>looked up by its code at the shop; the voucher was adopted, not created again</source>
        <translation>opgezocht via de code bij de winkel; de tegoedbon werd overgenomen, niet opnieuw aangemaakt</translation>
    </message>
    <message>
        <source>orders/paid: the voucher is created, the e-mail with its code waits for its text to be approved; the automated test run approves it, standing in for a reviewer.</source>
        <translation>orders/paid: de tegoedbon wordt aangemaakt, de e-mail met de code wacht op goedkeuring van de tekst; de geautomatiseerde testrun keurt hem goed, in plaats van een beoordelaar.</translation>
    </message>
    <message>
        <source>The shop&apos;s voucher create outlasts the runner&apos;s patience and Stripe&apos;s 2 s key retention; then it finishes, and the automated test run reconciles the held step, standing in for a reviewer.</source>
        <translation>Het aanmaken van de tegoedbon bij de winkel duurt langer dan het geduld van de runner en de sleutelbewaring van 2 s van Stripe; daarna is het klaar, en de geautomatiseerde testrun stemt de aangehouden stap af, in plaats van een beoordelaar.</translation>
    </message>
    <message>
        <source>The shop&apos;s voucher create outlasts the runner&apos;s patience; the shop has no key to expire, only the code.</source>
        <translation>Het aanmaken van de tegoedbon bij de winkel duurt langer dan het geduld van de runner; de winkel heeft geen sleutel die kan verlopen, alleen de code.</translation>
    </message>
    <message>
        <source>the voucher step was not settled (state %1)</source>
        <translation>de tegoedbonstap werd niet afgehandeld (status %1)</translation>
    </message>
    <message>
        <source>looked up by its code until the create had finished: found and adopted, nothing was resent</source>
        <translation>opgezocht via de code tot het aanmaken klaar was: gevonden en overgenomen, niets werd opnieuw verstuurd</translation>
    </message>
    <message>
        <source>the voucher was sent again</source>
        <translation>de tegoedbon werd opnieuw verstuurd</translation>
    </message>
    <message>
        <source>Acceptance test: the voucher&apos;s create has finished; look its code up</source>
        <translation>Acceptatietest: het aanmaken van de tegoedbon is klaar; de code opzoeken</translation>
    </message>
    <message>
        <source>the held voucher was not found and adopted by its code (state %1)</source>
        <translation>de aangehouden tegoedbon werd niet via de code gevonden en overgenomen (status %1)</translation>
    </message>
    <message>
        <source>past the key&apos;s retention nothing was resent: held, then looked up by its code, found and adopted</source>
        <translation>na de bewaartermijn van de sleutel werd niets opnieuw verstuurd: aangehouden, daarna opgezocht via de code, gevonden en overgenomen</translation>
    </message>
    <message>
        <source>cannot start the sandbox target: %1</source>
        <translation>het sandboxdoel kan niet worden gestart: %1</translation>
    </message>
</context>
<context>
    <name>rl::app::CallbackSender</name>
    <message>
        <source>caller %1: %2</source>
        <translation>aanroeper %1: %2</translation>
    </message>
    <message>
        <source>its callback is configured, but %1 (the address to send it to) is not set</source>
        <translation>de terugmelding is ingesteld, maar %1 (het adres om naar te sturen) is niet gezet</translation>
    </message>
    <message>
        <source>callbacks are signed: set %1 to a Standard Webhooks secret (whsec_…)</source>
        <translation>terugmeldingen worden ondertekend: zet %1 op een Standard Webhooks-geheim (whsec_…)</translation>
    </message>
    <message>
        <source>callbacks: the ledger could not be read: %1</source>
        <translation>terugmeldingen: het grootboek kon niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>callback %1 was delivered, but recording that failed: %2</source>
        <translation>terugmelding %1 is afgeleverd, maar vastleggen mislukte: %2</translation>
    </message>
    <message>
        <source>callback %1 delivered to caller %2: operation %3 is %4</source>
        <translation>terugmelding %1 afgeleverd aan aanroeper %2: operatie %3 is %4</translation>
    </message>
    <message>
        <source>callback %1: recording the next try failed: %2</source>
        <translation>terugmelding %1: vastleggen van de volgende poging mislukte: %2</translation>
    </message>
    <message>
        <source>callback %1 to caller %2 not delivered (try %3: %4); next try in %5 s</source>
        <translation>terugmelding %1 aan aanroeper %2 niet afgeleverd (poging %3: %4); volgende poging over %5 s</translation>
    </message>
</context>
<context>
    <name>rl::app::Connector</name>
    <message>
        <source>no answer within %1 ms</source>
        <translation>geen antwoord binnen %1 ms</translation>
    </message>
    <message>
        <source>connected: the token is accepted (it may only send e-mails)</source>
        <translation>verbonden: het token wordt geaccepteerd (het mag alleen e-mails versturen)</translation>
    </message>
    <message>
        <source>the target refused the token (HTTP %1)</source>
        <translation>het doel heeft het token geweigerd (HTTP %1)</translation>
    </message>
    <message>
        <source>connected: the token is accepted, and the target asks to slow down (HTTP 429)</source>
        <translation>verbonden: het token wordt geaccepteerd en het doel vraagt om te vertragen (HTTP 429)</translation>
    </message>
    <message>
        <source>connected: a read-only call was answered (HTTP %1)</source>
        <translation>verbonden: een alleen-lezen aanroep is beantwoord (HTTP %1)</translation>
    </message>
    <message>
        <source>unexpected answer (HTTP %1): %2</source>
        <translation>onverwacht antwoord (HTTP %1): %2</translation>
    </message>
    <message>
        <source>this target offers no read-only call to test the connection with</source>
        <translation>dit doel biedt geen alleen-lezen aanroep om de verbinding mee te testen</translation>
    </message>
</context>
<context>
    <name>rl::app::HoldAlerter</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n uur</numerusform>
            <numerusform>%n uur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuut</numerusform>
            <numerusform>%n minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
        </translation>
    </message>
    <message>
        <source>alerts are configured, but %1 (the address to send them to) is not set</source>
        <translation>meldingen zijn ingesteld, maar %1 (het adres waarheen ze gaan) is niet gezet</translation>
    </message>
    <message>
        <source>%1 must be an https address (http only to this machine)</source>
        <translation>%1 moet een https-adres zijn (http alleen naar deze machine)</translation>
    </message>
    <message>
        <source>%1 must be a Standard Webhooks secret (whsec_ followed by base64)</source>
        <translation>%1 moet een Standard Webhooks-geheim zijn (whsec_ gevolgd door base64)</translation>
    </message>
    <message>
        <source>standard alerts are signed: set %1 to a Standard Webhooks secret (whsec_…)</source>
        <translation>standaardmeldingen zijn ondertekend: zet %1 op een Standard Webhooks-geheim (whsec_…)</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) held longer than %1 wait for a reviewer (%2). Open the review console to decide.</source>
        <translation>
            <numerusform>Runledger: %n bewerking, langer dan %1 aangehouden, wacht op een beoordelaar (%2). Open de beoordelingsconsole om te beslissen.</numerusform>
            <numerusform>Runledger: %n bewerkingen, langer dan %1 aangehouden, wachten op een beoordelaar (%2). Open de beoordelingsconsole om te beslissen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Operations wait for a reviewer</source>
        <translation>Bewerkingen wachten op een beoordelaar</translation>
    </message>
    <message>
        <source>Runledger: operations wait for a reviewer</source>
        <translation>Runledger: bewerkingen wachten op een beoordelaar</translation>
    </message>
    <message>
        <source>hold alerts: the ledger could not be read: %1</source>
        <translation>meldingen: het grootboek kon niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>hold alert %1 was delivered, but recording that failed: %2</source>
        <translation>melding %1 is bezorgd, maar het vastleggen mislukte: %2</translation>
    </message>
    <message numerus="yes">
        <source>hold alert %1 delivered: %n operation(s) held too long</source>
        <translation>
            <numerusform>melding %1 bezorgd: %n bewerking te lang aangehouden</numerusform>
            <numerusform>melding %1 bezorgd: %n bewerkingen te lang aangehouden</numerusform>
        </translation>
    </message>
    <message>
        <source>hold alert %1 not delivered (try %2: %3); next try in %4 s</source>
        <translation>melding %1 niet bezorgd (poging %2: %3); volgende poging over %4 s</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>hold alerts: the ledger could not be written: %1</source>
        <translation>meldingen: het grootboek kon niet worden beschreven: %1</translation>
    </message>
    <message>
        <source>hold alert %1: recording the next try failed: %2</source>
        <translation>melding %1: de volgende poging kon niet worden vastgelegd: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 en nog %n</numerusform>
            <numerusform>%1 en nog %n</numerusform>
        </translation>
    </message>
    <message>
        <source>e-mail through the mail target %1</source>
        <translation>e-mail via het mailtarget %1</translation>
    </message>
    <message>
        <source>e-mail alerts go through the mail target %1, which the configuration does not have</source>
        <translation>e-mailmeldingen gaan via het mailtarget %1, dat de configuratie niet heeft</translation>
    </message>
    <message>
        <source>e-mail alerts go through the mail target %1: set %2 to its token</source>
        <translation>e-mailmeldingen gaan via het mailtarget %1: zet %2 op zijn token</translation>
    </message>
    <message>
        <source>Operations: %1</source>
        <translation>Operaties: %1</translation>
    </message>
    <message>
        <source>Held operations:</source>
        <translation>Aangehouden bewerkingen:</translation>
    </message>
    <message>
        <source>- %1: %2, held since %3</source>
        <translation>- %1: %2, aangehouden sinds %3</translation>
    </message>
    <message>
        <source>Alert %1, made %2.</source>
        <translation>Melding %1, gemaakt %2.</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) wait for a reviewer</source>
        <translation>
            <numerusform>Runledger: %n bewerking wacht op een beoordelaar</numerusform>
            <numerusform>Runledger: %n bewerkingen wachten op een beoordelaar</numerusform>
        </translation>
    </message>
    <message>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <source>Runledger: a customer asked for their data</source>
        <translation>Runledger: een klant heeft om zijn gegevens gevraagd</translation>
    </message>
    <message>
        <source>Shopify asked, for a customer of %1, for everything Runledger holds on them (data request %2). The access export is ready in %3 on the machine that runs Runledger&apos;s service: hand it to the shop, which answers the customer.</source>
        <translation>Shopify heeft namens een klant van %1 gevraagd om alles wat Runledger over hem bewaart (gegevensverzoek %2). De inzage-export staat klaar in %3 op de machine waarop de dienst van Runledger draait: geef hem aan de winkel, die de klant antwoordt.</translation>
    </message>
    <message>
        <source>Notice %1, made %2.</source>
        <translation>Melding %1, gemaakt %2.</translation>
    </message>
    <message>
        <source>data request notices: the ledger could not be read: %1</source>
        <translation>meldingen over gegevensverzoeken: het grootboek kon niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>data request notice %1 was delivered, but recording that failed: %2</source>
        <translation>melding %1 over een gegevensverzoek is afgeleverd, maar vastleggen mislukte: %2</translation>
    </message>
    <message>
        <source>data request notice %1 delivered (shop %2)</source>
        <translation>melding %1 over een gegevensverzoek afgeleverd (winkel %2)</translation>
    </message>
    <message>
        <source>data request notice %1: recording the next try failed: %2</source>
        <translation>melding %1 over een gegevensverzoek: vastleggen van de volgende poging mislukte: %2</translation>
    </message>
    <message>
        <source>data request notice %1 not delivered (try %2: %3); next try in %4 s</source>
        <translation>melding %1 over een gegevensverzoek niet afgeleverd (poging %2: %3); volgende poging over %4 s</translation>
    </message>
</context>
<context>
    <name>rl::app::IntakeServer</name>
    <message>
        <source>not a JSON object</source>
        <translation>geen JSON-object</translation>
    </message>
    <message>
        <source>body_base64 is not valid base64</source>
        <translation>body_base64 is geen geldige base64</translation>
    </message>
</context>
<context>
    <name>rl::models</name>
    <message>
        <source>no difference</source>
        <translation>geen verschil</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Aan</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Onderwerp</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Tekst</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschrijving</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Vervaldatum</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>&lt;i&gt;This content cannot be shown: it is not in the step&apos;s format.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Deze inhoud kan niet worden getoond: hij heeft niet het formaat van de stap.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1: added “%2”</source>
        <translation>%1: toegevoegd ‘%2’</translation>
    </message>
    <message>
        <source>%1: removed</source>
        <translation>%1: verwijderd</translation>
    </message>
    <message>
        <source>Version %1: approved with the flow&apos;s configuration</source>
        <translation>Versie %1: goedgekeurd met de configuratie van de flow</translation>
    </message>
    <message>
        <source>Version %1: not approved yet</source>
        <translation>Versie %1: nog niet goedgekeurd</translation>
    </message>
    <message>
        <source>Version %1: approved by %2 on %3</source>
        <translation>Versie %1: goedgekeurd door %2 op %3</translation>
    </message>
    <message>
        <source>Idempotency key: the unique reference Runledger gives this step. The target uses it to recognise a repeated request, and Runledger searches the target for it before anything is sent again.</source>
        <translation>Idempotentiesleutel: de unieke referentie die Runledger deze stap geeft. Het doel herkent er een herhaald verzoek aan, en Runledger zoekt er bij het doel naar voordat er iets opnieuw wordt verzonden.</translation>
    </message>
    <message>
        <source>HTTP status: the target&apos;s answer code. 2xx: done (201: created); 4xx: refused; 5xx: the target had a problem (503: unavailable).</source>
        <translation>HTTP-status: de antwoordcode van het doel. 2xx: gedaan (201: aangemaakt); 4xx: geweigerd; 5xx: het doel had een probleem (503: niet beschikbaar).</translation>
    </message>
    <message>
        <source>SHA-256 of the content: any change to the text gives another fingerprint.</source>
        <translation>SHA-256 van de inhoud: elke wijziging van de tekst geeft een andere vingerafdruk.</translation>
    </message>
    <message>
        <source>The record&apos;s own id at the target (the CRM task, the e-mail), once it is known.</source>
        <translation>De eigen id van de record bij het doel (de CRM-taak, de e-mail), zodra die bekend is.</translation>
    </message>
    <message>
        <source>What the attempt&apos;s answer proves: done, refused before acting (nothing happened), or no clear answer (it may have happened).</source>
        <translation>Wat het antwoord op de poging bewijst: gedaan, geweigerd voor het handelen (er gebeurde niets) of geen duidelijk antwoord (het is misschien gebeurd).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Changes from version %1:&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Wijzigingen ten opzichte van versie %1:&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rl::models::AttemptsModel</name>
    <message>
        <source>Attempt</source>
        <translation>Poging</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestart</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duur</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Uitkomst</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fout</translation>
    </message>
    <message>
        <source>%1 (attempt %2)</source>
        <translation>%1 (poging %2)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>onderweg</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>geen antwoord</translation>
    </message>
    <message>
        <source>Answer code</source>
        <translation>Antwoordcode</translation>
    </message>
</context>
<context>
    <name>rl::models::ContentVersionsModel</name>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versie</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Goedgekeurd door</translation>
    </message>
    <message>
        <source>Approved at</source>
        <translation>Goedgekeurd op</translation>
    </message>
    <message>
        <source>not approved</source>
        <translation>niet goedgekeurd</translation>
    </message>
    <message>
        <source>approved with the flow</source>
        <translation>goedgekeurd met de flow</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Vingerafdruk</translation>
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
        <translation>Besloten op</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Beoordelaar</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Beslissing</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Motivering</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Reconcile</source>
        <translation>Afstemmen</translation>
    </message>
    <message>
        <source>Adopt record</source>
        <translation>Record overnemen</translation>
    </message>
    <message>
        <source>Confirm not executed</source>
        <translation>Niet uitgevoerd bevestigen</translation>
    </message>
    <message>
        <source>Approve retry</source>
        <translation>Herhaling goedkeuren</translation>
    </message>
    <message>
        <source>Approve content</source>
        <translation>Inhoud goedkeuren</translation>
    </message>
    <message>
        <source>New approved operation</source>
        <translation>Nieuwe goedgekeurde operatie</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>Toewijzen</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Stopzetten</translation>
    </message>
    <message>
        <source>Countersign</source>
        <translation>Medeondertekenen</translation>
    </message>
    <message>
        <source>Turn down request</source>
        <translation>Verzoek afwijzen</translation>
    </message>
    <message>
        <source>Withdraw request</source>
        <translation>Verzoek intrekken</translation>
    </message>
    <message>
        <source>%1 (requested)</source>
        <translation>%1 (gevraagd)</translation>
    </message>
    <message>
        <source>Erase personal data</source>
        <translation>Persoonsgegevens wissen</translation>
    </message>
</context>
<context>
    <name>rl::models::EvidenceModel</name>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Observed at</source>
        <translation>Waargenomen op</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Samenvatting</translation>
    </message>
    <message>
        <source>Target reference</source>
        <translation>Doelreferentie</translation>
    </message>
    <message>
        <source>Lookup by reference</source>
        <translation>Opzoeken op referentie</translation>
    </message>
    <message>
        <source>Idempotent replay</source>
        <translation>Idempotente herhaling</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Antwoord</translation>
    </message>
    <message>
        <source>found</source>
        <translation>gevonden</translation>
    </message>
    <message>
        <source>not there</source>
        <translation>niet aanwezig</translation>
    </message>
    <message>
        <source>more than one</source>
        <translation>meer dan één</translation>
    </message>
    <message>
        <source>no clear answer</source>
        <translation>geen duidelijk antwoord</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>gelukt</translation>
    </message>
    <message>
        <source>refused before acting</source>
        <translation>geweigerd vóór uitvoering</translation>
    </message>
    <message>
        <source>Confirming lookup</source>
        <translation>Bevestigend opzoeken</translation>
    </message>
    <message>
        <source>Delivery report</source>
        <translation>Afleverrapport</translation>
    </message>
    <message>
        <source>Reviewer&apos;s check</source>
        <translation>Controle door beoordelaar</translation>
    </message>
</context>
<context>
    <name>rl::models::LedgerClient</name>
    <message>
        <source>The ledger is open read-only; nothing was recorded.</source>
        <translation>Het grootboek is alleen-lezen geopend; er is niets vastgelegd.</translation>
    </message>
    <message>
        <source>The ledger is open read-only.</source>
        <translation>Het grootboek is alleen-lezen geopend.</translation>
    </message>
    <message>
        <source>The ledger is open read-only; nothing was erased.</source>
        <translation>Het grootboek is alleen-lezen geopend; er is niets gewist.</translation>
    </message>
    <message>
        <source>%1 — recorded as a request: an approver other than you countersigns it before anything is done</source>
        <translation>%1 — vastgelegd als verzoek: een andere goedkeurder dan u ondertekent het mee voordat er iets gebeurt</translation>
    </message>
    <message>
        <source>%1 — recorded as a request: another reviewer countersigns it before anything is done</source>
        <translation>%1 — vastgelegd als verzoek: een andere beoordelaar ondertekent het mee voordat er iets gebeurt</translation>
    </message>
</context>
<context>
    <name>rl::models::OperationsModel</name>
    <message>
        <source>Operation</source>
        <translation>Operatie</translation>
    </message>
    <message>
        <source>Intended action</source>
        <translation>Beoogde actie</translation>
    </message>
    <message>
        <source>Source event</source>
        <translation>Bronevent</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Open step</source>
        <translation>Open stap</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Pogingen</translation>
    </message>
    <message>
        <source>Held since</source>
        <translation>Aangehouden sinds</translation>
    </message>
    <message>
        <source>Responsible</source>
        <translation>Verantwoordelijk</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Volgende beslissing</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Wacht op goedkeuring</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Onzeker</translation>
    </message>
    <message>
        <source>Held for review</source>
        <translation>Wacht op beoordeling</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Voltooid</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Stopgezet</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>niet toegewezen</translation>
    </message>
    <message>
        <source>Decide on step %1</source>
        <translation>Beslissen over stap %1</translation>
    </message>
    <message>
        <source>Reconcile step %1</source>
        <translation>Stap %1 afstemmen</translation>
    </message>
    <message>
        <source>Approve content of step %1</source>
        <translation>Inhoud van stap %1 goedkeuren</translation>
    </message>
    <message>
        <source>None (runner)</source>
        <translation>Geen (runner)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Sorted by creation order; click to reverse</source>
        <translation>Gesorteerd op volgorde van aanmaken; klik om om te keren</translation>
    </message>
    <message>
        <source>This column does not sort</source>
        <translation>Deze kolom sorteert niet</translation>
    </message>
    <message>
        <source>Why held</source>
        <translation>Waarom aangehouden</translation>
    </message>
    <message>
        <source>No reason recorded</source>
        <translation>Geen reden vastgelegd</translation>
    </message>
    <message>
        <source>No clear answer from the target</source>
        <translation>Geen duidelijk antwoord van het doel</translation>
    </message>
    <message>
        <source>Several records match</source>
        <translation>Meerdere records komen overeen</translation>
    </message>
    <message>
        <source>Cannot be confirmed at the target</source>
        <translation>Niet te bevestigen bij het doel</translation>
    </message>
    <message>
        <source>Key expired</source>
        <translation>Sleutel verlopen</translation>
    </message>
    <message>
        <source>Duplicate at the target</source>
        <translation>Duplicaat bij het doel</translation>
    </message>
    <message>
        <source>Refused at every attempt</source>
        <translation>Bij elke poging geweigerd</translation>
    </message>
    <message>
        <source>Not executed, retry to approve</source>
        <translation>Niet uitgevoerd, herhaling goed te keuren</translation>
    </message>
    <message numerus="yes">
        <source>May still act for %n more minute(s), until %1</source>
        <translation>
            <numerusform>Kan nog %n minuut effect hebben, tot %1</numerusform>
            <numerusform>Kan nog %n minuten effect hebben, tot %1</numerusform>
        </translation>
    </message>
    <message>
        <source>May still act until %1</source>
        <translation>Kan nog effect hebben tot %1</translation>
    </message>
    <message numerus="yes">
        <source>Refused %n time(s)</source>
        <translation>
            <numerusform>%n keer geweigerd</numerusform>
            <numerusform>%n keer geweigerd</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for content approval</source>
        <translation>Wacht op goedkeuring van de inhoud</translation>
    </message>
    <message>
        <source>Outcome unknown, being looked up</source>
        <translation>Uitkomst onbekend, wordt opgezocht</translation>
    </message>
    <message>
        <source>Remove the extra records at the target, then reconcile</source>
        <translation>Verwijder de extra records bij het doel en stem dan af</translation>
    </message>
    <message>
        <source>Approve a retry of step %1</source>
        <translation>Herhaling van stap %1 goedkeuren</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Content cannot be sent</source>
        <translation>Inhoud niet verzendbaar</translation>
    </message>
    <message>
        <source>Edit the content: new approved operation</source>
        <translation>Inhoud bewerken: nieuwe goedgekeurde operatie</translation>
    </message>
    <message>
        <source>Adopt its record or confirm step %1 not executed</source>
        <translation>Het record overnemen of stap %1 als niet uitgevoerd bevestigen</translation>
    </message>
    <message>
        <source>Ready at %1: adopt its record or confirm step %2 not executed</source>
        <translation>Klaar om %1: het record overnemen of stap %2 als niet uitgevoerd bevestigen</translation>
    </message>
    <message>
        <source>Ready at %1: reconcile step %2</source>
        <translation>Klaar om %1: stap %2 afstemmen</translation>
    </message>
</context>
<context>
    <name>rl::models::ProbesModel</name>
    <message>
        <source>Target</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>Last probe</source>
        <translation>Laatste controle</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Opgegeven</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Waargenomen</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>never probed</source>
        <translation>nooit gecontroleerd</translation>
    </message>
    <message>
        <source>could not probe</source>
        <translation>kon niet controleren</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Niet gecontroleerd</translation>
    </message>
    <message>
        <source>Profile contradicts the target</source>
        <translation>Profiel spreekt het doel tegen</translation>
    </message>
    <message>
        <source>Profile holds</source>
        <translation>Profiel klopt</translation>
    </message>
</context>
<context>
    <name>rl::models::StepsModel</name>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effect</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Target reference</source>
        <translation>Doelreferentie</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Pogingen</translation>
    </message>
    <message>
        <source>CRM task</source>
        <translation>CRM-taak</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Wacht op goedkeuring</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Onzeker</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bevestigd</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Stopgezet</translation>
    </message>
    <message>
        <source>Held: several records match</source>
        <translation>Aangehouden: meerdere records komen overeen</translation>
    </message>
    <message>
        <source>Held: target cannot confirm</source>
        <translation>Aangehouden: doel kan niet bevestigen</translation>
    </message>
    <message>
        <source>Held: key expired, no evidence</source>
        <translation>Aangehouden: sleutel verlopen, geen bewijs</translation>
    </message>
    <message>
        <source>Held: attempts used up (not executed)</source>
        <translation>Aangehouden: pogingen op (niet uitgevoerd)</translation>
    </message>
    <message>
        <source>Held: confirmed not executed</source>
        <translation>Aangehouden: bevestigd niet uitgevoerd</translation>
    </message>
    <message>
        <source>Held: no clear evidence</source>
        <translation>Aangehouden: geen duidelijk bewijs</translation>
    </message>
    <message>
        <source>Waiting for step %1</source>
        <translation>Wacht op stap %1</translation>
    </message>
    <message>
        <source>%1 (target has no idempotent create)</source>
        <translation>%1 (doel heeft geen idempotent aanmaken)</translation>
    </message>
    <message>
        <source>%1 (not sent yet)</source>
        <translation>%1 (nog niet verzonden)</translation>
    </message>
    <message>
        <source>%1 (protected until %2)</source>
        <translation>%1 (beschermd tot %2)</translation>
    </message>
    <message>
        <source>%1 (key expired)</source>
        <translation>%1 (sleutel verlopen)</translation>
    </message>
    <message>
        <source>Held: duplicate at the target</source>
        <translation>Aangehouden: duplicaat bij het doel</translation>
    </message>
    <message>
        <source>Confirmed, checked by a lookup</source>
        <translation>Bevestigd, gecontroleerd met een zoekactie</translation>
    </message>
    <message>
        <source>Confirmed, lookup check pending</source>
        <translation>Bevestigd, controle met zoekactie volgt</translation>
    </message>
    <message>
        <source>Confirmed by the target&apos;s replay</source>
        <translation>Bevestigd door de herhaling van het doel</translation>
    </message>
    <message>
        <source>Confirmed, but a lookup did not find it</source>
        <translation>Bevestigd, maar een zoekactie vond hem niet</translation>
    </message>
    <message>
        <source>Confirmed, lookup check failed</source>
        <translation>Bevestigd, controle met zoekactie mislukt</translation>
    </message>
    <message>
        <source>Confirmed, not checked by a lookup</source>
        <translation>Bevestigd, niet gecontroleerd met een zoekactie</translation>
    </message>
    <message>
        <source>Confirmed, delivered</source>
        <translation>Bevestigd, bezorgd</translation>
    </message>
    <message>
        <source>Confirmed, bounced (never resent automatically)</source>
        <translation>Bevestigd, teruggekaatst (nooit automatisch opnieuw verzonden)</translation>
    </message>
    <message>
        <source>Confirmed, sent by the mail service</source>
        <translation>Bevestigd, verzonden door de maildienst</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referentie</translation>
    </message>
    <message>
        <source>Confirmed, delivery delayed (the mail service is still trying)</source>
        <translation>Bevestigd, aflevering vertraagd (de maildienst probeert het nog)</translation>
    </message>
    <message>
        <source>Confirmed, but the mail service failed to send it (never resent automatically)</source>
        <translation>Bevestigd, maar de maildienst kon het niet verzenden (wordt nooit automatisch opnieuw verzonden)</translation>
    </message>
    <message>
        <source>Confirmed, but the mail service suppressed it: the address is on its suppression list (never resent automatically)</source>
        <translation>Bevestigd, maar de maildienst heeft het onderdrukt: het adres staat op de onderdrukkingslijst (wordt nooit automatisch opnieuw verzonden)</translation>
    </message>
    <message>
        <source>Held: content cannot be sent (never sent)</source>
        <translation>Aangehouden: inhoud niet verzendbaar (nooit verzonden)</translation>
    </message>
    <message>
        <source>Voucher</source>
        <translation>Tegoedbon</translation>
    </message>
    <message>
        <source>Confirmed, delivered, then marked as spam by the recipient</source>
        <translation>Bevestigd, bezorgd, daarna door de ontvanger als spam gemarkeerd</translation>
    </message>
</context>
<context>
    <name>rl::models::TimelineModel</name>
    <message>
        <source>When</source>
        <translation>Wanneer</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Wat</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Gebeurtenis</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Levering</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operatie</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Poging</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Bewijs</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhoud</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Beslissing</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Uitkomst</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 sent the event.</source>
        <translation>%1 stuurde de gebeurtenis.</translation>
    </message>
    <message>
        <source>%1 sent the event “%2”.</source>
        <translation>%1 stuurde de gebeurtenis ‘%2’.</translation>
    </message>
    <message>
        <source>Event id: %1</source>
        <translation>Gebeurtenis-id: %1</translation>
    </message>
    <message>
        <source>Received the event (delivery %1).</source>
        <translation>Gebeurtenis ontvangen (levering %1).</translation>
    </message>
    <message>
        <source>Received the same event again (delivery %1): nothing new was started.</source>
        <translation>Dezelfde gebeurtenis opnieuw ontvangen (levering %1): er is niets nieuws gestart.</translation>
    </message>
    <message>
        <source>Delivery id: %1</source>
        <translation>Leverings-id: %1</translation>
    </message>
    <message>
        <source>Operation started for the flow “%1”.</source>
        <translation>Operatie gestart voor de flow ‘%1’.</translation>
    </message>
    <message>
        <source>Operation started by a reviewer in place of operation %1.</source>
        <translation>Operatie gestart door een beoordelaar in plaats van operatie %1.</translation>
    </message>
    <message>
        <source>Operation id: %1</source>
        <translation>Operatie-id: %1</translation>
    </message>
    <message>
        <source>%1 wrote version %2 of the content.</source>
        <translation>%1 schreef versie %2 van de inhoud.</translation>
    </message>
    <message>
        <source>Version %1 of the content is the one approved in the flow&apos;s configuration.</source>
        <translation>Versie %1 van de inhoud is de versie die in de configuratie van de flow is goedgekeurd.</translation>
    </message>
    <message>
        <source>%1 approved version %2 of the content.</source>
        <translation>%1 keurde versie %2 van de inhoud goed.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the mail service to send the e-mail.</source>
        <translation>Poging %1 vroeg de maildienst de e-mail te verzenden.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the CRM to create the task.</source>
        <translation>Poging %1 vroeg het CRM de taak aan te maken.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the target to act.</source>
        <translation>Poging %1 vroeg het doel te handelen.</translation>
    </message>
    <message>
        <source>Attempt id: %1</source>
        <translation>Poging-id: %1</translation>
    </message>
    <message>
        <source>Attempt %1: the target confirmed it.</source>
        <translation>Poging %1: het doel heeft het bevestigd.</translation>
    </message>
    <message>
        <source>Attempt %1: the target refused before acting.</source>
        <translation>Poging %1: het doel weigerde voordat het handelde.</translation>
    </message>
    <message>
        <source>Attempt %1: no clear answer; the target may or may not have acted.</source>
        <translation>Poging %1: geen duidelijk antwoord; het doel heeft misschien wel of niet gehandeld.</translation>
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
        <translation>Referentie opgezocht bij het doel: %1.</translation>
    </message>
    <message>
        <source>The target answered with its stored earlier answer: %1.</source>
        <translation>Het doel antwoordde met zijn opgeslagen eerdere antwoord: %1.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail delivered.</source>
        <translation>De maildienst meldde de e-mail als afgeleverd.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail bounced.</source>
        <translation>De maildienst meldde de e-mail als onbestelbaar.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail marked as spam.</source>
        <translation>De maildienst meldde de e-mail als spam gemarkeerd.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail sent.</source>
        <translation>De maildienst meldde de e-mail als verzonden.</translation>
    </message>
    <message>
        <source>The target holds more than one record for the reference.</source>
        <translation>Het doel heeft meer dan één record voor de referentie.</translation>
    </message>
    <message>
        <source>The target answered: %1.</source>
        <translation>Het doel antwoordde: %1.</translation>
    </message>
    <message>
        <source>%1 decided: %2.</source>
        <translation>%1 besliste: %2.</translation>
    </message>
    <message>
        <source>%1 decided: %2. “%3”</source>
        <translation>%1 besliste: %2. ‘%3’</translation>
    </message>
    <message>
        <source>Ledger entry %1 (%2)</source>
        <translation>Grootboekregel %1 (%2)</translation>
    </message>
    <message>
        <source>Held for a reviewer to decide.</source>
        <translation>Vastgehouden tot een beoordelaar beslist.</translation>
    </message>
    <message>
        <source>The operation was abandoned.</source>
        <translation>De operatie is opgegeven.</translation>
    </message>
    <message>
        <source>The operation completed.</source>
        <translation>De operatie is voltooid.</translation>
    </message>
    <message>
        <source>Replaced by operation %1.</source>
        <translation>Vervangen door operatie %1.</translation>
    </message>
    <message>
        <source> Record %1 at the target is the step&apos;s effect.</source>
        <translation> Record %1 bij het doel is het effect van de stap.</translation>
    </message>
    <message>
        <source> Content version %1 approved.</source>
        <translation> Inhoudsversie %1 goedgekeurd.</translation>
    </message>
    <message>
        <source> New operation %1.</source>
        <translation> Nieuwe bewerking %1.</translation>
    </message>
    <message>
        <source> Assigned to %1.</source>
        <translation> Toegewezen aan %1.</translation>
    </message>
    <message>
        <source>Held for a reviewer to decide: %1.</source>
        <translation>Aangehouden voor een beoordelaar: %1.</translation>
    </message>
    <message>
        <source>The hold ended with ledger entry %1.</source>
        <translation>De aanhouding eindigde met grootboekpost %1.</translation>
    </message>
    <message>
        <source>The hold ended.</source>
        <translation>De aanhouding eindigde.</translation>
    </message>
    <message>
        <source>%1 asked a second reviewer to countersign: %2. “%3”</source>
        <translation>%1 vroeg een tweede beoordelaar om mee te ondertekenen: %2. “%3”</translation>
    </message>
    <message>
        <source>Ledger entry %1 (%2, a request)</source>
        <translation>Grootboekregel %1 (%2, een verzoek)</translation>
    </message>
    <message>
        <source> The request was %1&apos;s: %2.</source>
        <translation> Het verzoek was van %1: %2.</translation>
    </message>
    <message>
        <source>The mail service reported the delivery delayed; it is still trying.</source>
        <translation>De maildienst meldt de aflevering als vertraagd; hij probeert het nog.</translation>
    </message>
    <message>
        <source>The mail service reported that it failed to send the e-mail.</source>
        <translation>De maildienst meldt dat hij de e-mail niet kon verzenden.</translation>
    </message>
    <message>
        <source>The mail service suppressed the e-mail: the address is on its suppression list.</source>
        <translation>De maildienst heeft de e-mail onderdrukt: het adres staat op de onderdrukkingslijst.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the shop to create the voucher.</source>
        <translation>Poging %1 vroeg de winkel de tegoedbon aan te maken.</translation>
    </message>
    <message>
        <source>The mail service noted something about the e-mail that is no delivery failure: %1.</source>
        <translation>De maildienst heeft over de e-mail iets gemeld dat geen bezorgfout is: %1.</translation>
    </message>
</context>
<context>
    <name>rl::ui::AcceptanceDialog</name>
    <message>
        <source>Run acceptance test</source>
        <translation>Acceptatietest uitvoeren</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Doelen:</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Beoordelaar</translation>
    </message>
    <message>
        <source>&amp;Reviewer:</source>
        <translation>&amp;Beoordelaar:</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Geval</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Effects (expected / observed)</source>
        <translation>Effecten (verwacht / waargenomen)</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Waarom</translation>
    </message>
    <message>
        <source>Acceptance results</source>
        <translation>Acceptatieresultaten</translation>
    </message>
    <message>
        <source>Report preview</source>
        <translation>Voorbeeld van het rapport</translation>
    </message>
    <message>
        <source>&amp;Run the six cases</source>
        <translation>De zes gevallen &amp;uitvoeren</translation>
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
        <translation>%1 exporteren…</translation>
    </message>
    <message>
        <source>Reviewer needed</source>
        <translation>Beoordelaar nodig</translation>
    </message>
    <message>
        <source>The report names who ran it: enter your name first.</source>
        <translation>Het rapport noemt wie het heeft uitgevoerd: vul eerst uw naam in.</translation>
    </message>
    <message>
        <source>Running the acceptance cases…</source>
        <translation>De acceptatiegevallen worden uitgevoerd…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Case %1 of %2: %3</source>
        <translation>Geval %1 van %2: %3</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>geslaagd</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>MISLUKT</translation>
    </message>
    <message>
        <source>CRM %1 / %2 · e-mail %3 / %4</source>
        <translation>CRM %1 / %2 · e-mail %3 / %4</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
    <message>
        <source>Export acceptance report</source>
        <translation>Acceptatierapport exporteren</translation>
    </message>
    <message>
        <source>Export saved</source>
        <translation>Export opgeslagen</translation>
    </message>
    <message>
        <source>Saved to %1. &lt;a href=&quot;%2&quot;&gt;Open folder&lt;/a&gt;</source>
        <translation>Opgeslagen in %1. &lt;a href=&quot;%2&quot;&gt;Map openen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Cancelling after the case under way…</source>
        <translation>Annuleren na het lopende geval…</translation>
    </message>
    <message>
        <source>Built-in simulation (faults made on purpose, every effect counted)</source>
        <translation>Ingebouwde simulatie (opzettelijke fouten, elk effect geteld)</translation>
    </message>
    <message>
        <source>Configured targets</source>
        <translation>Geconfigureerde doelen</translation>
    </message>
    <message>
        <source>Configured targets: %1 and %2</source>
        <translation>Geconfigureerde doelen: %1 en %2</translation>
    </message>
    <message>
        <source>The console&apos;s configuration has no CRM and mail target to run against. Choose one with File → Configuration….</source>
        <translation>De configuratie van de console heeft geen CRM- en maildoel om tegen te draaien. Kies er een via Bestand → Configuratie….</translation>
    </message>
    <message>
        <source>Runs the cases that need no fault made on purpose and counts the effects by looking them up; use staging accounts, since real tasks and e-mails are created.</source>
        <translation>Draait de gevallen die geen opzettelijke fout nodig hebben en telt de effecten door ze op te zoeken; gebruik testaccounts, want er worden echte taken en e-mails aangemaakt.</translation>
    </message>
</context>
<context>
    <name>rl::ui::ConfigurationDialog</name>
    <message>
        <source>Target</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
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
            <numerusform>%1 (%n stap)</numerusform>
            <numerusform>%1 (%n stappen)</numerusform>
        </translation>
    </message>
    <message>
        <source>No flows.</source>
        <translation>Geen stromen.</translation>
    </message>
    <message>
        <source>Flows: %1.</source>
        <translation>Stromen: %1.</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuratie</translation>
    </message>
    <message>
        <source>Targets and flows</source>
        <translation>Doelen en stromen</translation>
    </message>
    <message>
        <source>Use a configuration &amp;file…</source>
        <translation>Configuratie&amp;bestand gebruiken…</translation>
    </message>
    <message>
        <source>Use the &amp;ledger&apos;s own</source>
        <translation>Die van het &amp;grootboek gebruiken</translation>
    </message>
    <message>
        <source>Use a configuration file</source>
        <translation>Configuratiebestand gebruiken</translation>
    </message>
    <message>
        <source>Configurations (*.json)</source>
        <translation>Configuraties (*.json)</translation>
    </message>
    <message>
        <source>Cannot use this configuration</source>
        <translation>Deze configuratie kan niet worden gebruikt</translation>
    </message>
    <message>
        <source>In use: the ledger&apos;s own configuration</source>
        <translation>In gebruik: de configuratie van het grootboek</translation>
    </message>
    <message>
        <source>In use: %1</source>
        <translation>In gebruik: %1</translation>
    </message>
    <message>
        <source>None: the ledger records no configuration, so steps cannot be looked up.</source>
        <translation>Geen: het grootboek legt geen configuratie vast, dus stappen kunnen niet worden opgezocht.</translation>
    </message>
    <message>
        <source>Recorded in the ledger</source>
        <translation>Vastgelegd in het grootboek</translation>
    </message>
    <message>
        <source>A step is looked up only where it was sent: where an address here differs, its lookup is refused and says so.</source>
        <translation>Een stap wordt alleen opgezocht waar hij heen is gestuurd: waar een adres hier afwijkt, wordt het opzoeken geweigerd, met de reden.</translation>
    </message>
</context>
<context>
    <name>rl::ui::DashboardWindow</name>
    <message>
        <source>Last hour (per minute)</source>
        <translation>Afgelopen uur (per minuut)</translation>
    </message>
    <message>
        <source>Last 24 hours (per hour)</source>
        <translation>Afgelopen 24 uur (per uur)</translation>
    </message>
    <message>
        <source>Last 7 days (per day)</source>
        <translation>Afgelopen 7 dagen (per dag)</translation>
    </message>
    <message>
        <source>Last 30 days (per day)</source>
        <translation>Afgelopen 30 dagen (per dag)</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message>
        <source>&amp;Export numbers as CSV…</source>
        <translation>Cijfers als CSV &amp;exporteren…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Vernieuwen</translation>
    </message>
    <message>
        <source>Events, attempts and confirmed effects</source>
        <translation>Gebeurtenissen, pogingen en bevestigde effecten</translation>
    </message>
    <message>
        <source>Unresolved (held) operations</source>
        <translation>Onopgeloste (aangehouden) operaties</translation>
    </message>
    <message>
        <source>Operator time to recovery</source>
        <translation>Hersteltijd door de operator</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Periode:</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Gebeurtenissen</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Pogingen</translation>
    </message>
    <message>
        <source>Confirmed effects</source>
        <translation>Bevestigde effecten</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nog geen</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>count</source>
        <translation>aantal</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>operaties</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediaan</translation>
    </message>
    <message>
        <source>90th percentile</source>
        <translation>90e percentiel</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minuten</translation>
    </message>
    <message>
        <source>Export dashboard numbers</source>
        <translation>Dashboardcijfers exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>The numbers could not be read: %1</source>
        <translation>De cijfers konden niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>Dashboard</translation>
    </message>
    <message>
        <source>nothing arrived or ran in this period</source>
        <translation>in deze periode kwam niets binnen en liep niets</translation>
    </message>
    <message>
        <source>nothing was held in this period</source>
        <translation>in deze periode werd niets vastgehouden</translation>
    </message>
    <message>
        <source>no held operation was resolved in this period</source>
        <translation>in deze periode werd geen vastgehouden bewerking opgelost</translation>
    </message>
    <message>
        <source>Held in the interval</source>
        <translation>Aangehouden in het interval</translation>
    </message>
    <message>
        <source>Held at its end</source>
        <translation>Aangehouden aan het einde</translation>
    </message>
    <message>
        <source>In this period: %1 · %2 · %3 · %4. Now: %5; %6; operator time to recovery median %7, 90th percentile %8 (%9).</source>
        <translation>In deze periode: %1 · %2 · %3 · %4. Nu: %5; %6; tijd tot herstel mediaan %7, 90e percentiel %8 (%9).</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n gebeurtenis</numerusform>
            <numerusform>%n gebeurtenissen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n delivery(-ies)</source>
        <translation>
            <numerusform>%n levering</numerusform>
            <numerusform>%n leveringen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n poging</numerusform>
            <numerusform>%n pogingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n confirmed external effect(s)</source>
        <translation>
            <numerusform>%n bevestigd extern effect</numerusform>
            <numerusform>%n bevestigde externe effecten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s) found at the target</source>
        <translation>
            <numerusform>%n duplicaat gevonden bij het doel</numerusform>
            <numerusform>%n duplicaten gevonden bij het doel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unresolved operation(s)</source>
        <translation>
            <numerusform>%n onopgeloste operatie</numerusform>
            <numerusform>%n onopgeloste operaties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recovery(-ies)</source>
        <translation>
            <numerusform>%n herstelling</numerusform>
            <numerusform>%n herstellingen</numerusform>
        </translation>
    </message>
    <message>
        <source>E-mails now: %1 delivered, %2 delayed, %3 bounced, %4 failed or suppressed.</source>
        <translation>E-mails nu: %1 afgeleverd, %2 vertraagd, %3 gebounced, %4 mislukt of onderdrukt.</translation>
    </message>
</context>
<context>
    <name>rl::ui::DecisionDialog</name>
    <message>
        <source>Reconcile with the target</source>
        <translation>Afstemmen met het doel</translation>
    </message>
    <message>
        <source>Adopt the target&apos;s record</source>
        <translation>Record van het doel overnemen</translation>
    </message>
    <message>
        <source>Confirm not executed</source>
        <translation>Bevestigen: niet uitgevoerd</translation>
    </message>
    <message>
        <source>Approve retry of the open step</source>
        <translation>Herhaling van de open stap goedkeuren</translation>
    </message>
    <message>
        <source>Approve content version</source>
        <translation>Inhoudsversie goedkeuren</translation>
    </message>
    <message>
        <source>Start a new approved operation</source>
        <translation>Nieuwe goedgekeurde operatie starten</translation>
    </message>
    <message>
        <source>Assign to a reviewer</source>
        <translation>Aan een beoordelaar toewijzen</translation>
    </message>
    <message>
        <source>Abandon the operation</source>
        <translation>Operatie stopzetten</translation>
    </message>
    <message>
        <source>&amp;Reconcile…</source>
        <translation>&amp;Afstemmen…</translation>
    </message>
    <message>
        <source>A&amp;dopt record…</source>
        <translation>Record &amp;overnemen…</translation>
    </message>
    <message>
        <source>Confirm &amp;not executed…</source>
        <translation>&amp;Niet uitgevoerd bevestigen…</translation>
    </message>
    <message>
        <source>Approve re&amp;try…</source>
        <translation>&amp;Herhaling goedkeuren…</translation>
    </message>
    <message>
        <source>Approve &amp;content…</source>
        <translation>&amp;Inhoud goedkeuren…</translation>
    </message>
    <message>
        <source>New appro&amp;ved operation…</source>
        <translation>Nieuwe &amp;goedgekeurde operatie…</translation>
    </message>
    <message>
        <source>Assi&amp;gn…</source>
        <translation>&amp;Toewijzen…</translation>
    </message>
    <message>
        <source>A&amp;bandon…</source>
        <translation>&amp;Stopzetten…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Operation %1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;br&gt;&lt;b&gt;This decision:&lt;/b&gt; %3&lt;br&gt;It is recorded in the ledger with your name, %4, and cannot be changed afterwards.</source>
        <translation>&lt;b&gt;Operatie %1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;br&gt;&lt;b&gt;Deze beslissing:&lt;/b&gt; %3&lt;br&gt;Ze wordt met uw naam, %4, in het grootboek vastgelegd en kan daarna niet meer worden gewijzigd.</translation>
    </message>
    <message>
        <source>for example task_000123</source>
        <translation>bijvoorbeeld task_000123</translation>
    </message>
    <message>
        <source>reviewer&apos;s name</source>
        <translation>naam van de beoordelaar</translation>
    </message>
    <message>
        <source>Target record &amp;id:</source>
        <translation>&amp;Id van het doelrecord:</translation>
    </message>
    <message>
        <source>Assign &amp;to:</source>
        <translation>Toewijzen &amp;aan:</translation>
    </message>
    <message>
        <source>Content &amp;version:</source>
        <translation>Inhouds&amp;versie:</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Motivering</translation>
    </message>
    <message>
        <source>&amp;Rationale:</source>
        <translation>&amp;Motivering:</translation>
    </message>
    <message>
        <source>Record decision</source>
        <translation>Beslissing vastleggen</translation>
    </message>
    <message>
        <source>Every decision needs a rationale.</source>
        <translation>Elke beslissing heeft een motivering nodig.</translation>
    </message>
    <message>
        <source>The target says just now: %1</source>
        <translation>Het doel zegt zojuist: %1</translation>
    </message>
    <message>
        <source>Lookup:</source>
        <translation>Zoekactie:</translation>
    </message>
    <message>
        <source>Nothing recorded suggests that the step ran.</source>
        <translation>Niets wat is vastgelegd wijst erop dat de stap is uitgevoerd.</translation>
    </message>
    <message>
        <source>What suggests it may have run:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>Wat erop wijst dat hij kan zijn uitgevoerd:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>Bewijs:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>Ontvanger:</translation>
    </message>
    <message>
        <source>Subject:</source>
        <translation>Onderwerp:</translation>
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
        <translation>Inhoud van de open stap (bewerkte inhoud heeft een eigen goedkeuring nodig):</translation>
    </message>
    <message>
        <source>Name the reviewer who becomes responsible.</source>
        <translation>Noem de beoordelaar die verantwoordelijk wordt.</translation>
    </message>
    <message>
        <source>Name the target&apos;s record to adopt.</source>
        <translation>Noem het record van het doel dat moet worden overgenomen.</translation>
    </message>
    <message>
        <source>The target did not return %1 for this step&apos;s reference.</source>
        <translation>Het doel gaf %1 niet terug voor de referentie van deze stap.</translation>
    </message>
    <message>
        <source>Confirm that you checked the target.</source>
        <translation>Bevestig dat u het doel hebt gecontroleerd.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 → %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 → %3</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Cannot be sent: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;Kan niet worden verzonden: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>The content cannot be sent: %1</source>
        <translation>De inhoud kan niet worden verzonden: %1</translation>
    </message>
    <message>
        <source>Unchanged: the new operation sends the same content under a new reference.</source>
        <translation>Ongewijzigd: de nieuwe operatie verzendt dezelfde inhoud onder een nieuwe referentie.</translation>
    </message>
    <message>
        <source>Changes (need their own approval):&lt;br&gt;%1</source>
        <translation>Wijzigingen (hebben een eigen goedkeuring nodig):&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>Why this record? For example: found the task for this order in the CRM.</source>
        <translation>Waarom dit record? Bijvoorbeeld: de taak voor deze bestelling in het CRM gevonden.</translation>
    </message>
    <message>
        <source>How did you check? For example: searched the CRM by the key, no task for this order.</source>
        <translation>Hoe hebt u het gecontroleerd? Bijvoorbeeld: in het CRM op de sleutel gezocht, geen taak voor deze bestelling.</translation>
    </message>
    <message>
        <source>Why retry now? For example: the CRM was down for maintenance and is back.</source>
        <translation>Waarom nu opnieuw? Bijvoorbeeld: het CRM was uit de lucht voor onderhoud en is terug.</translation>
    </message>
    <message>
        <source>Why is it right? For example: read the e-mail, the discount and the name are correct.</source>
        <translation>Waarom klopt het? Bijvoorbeeld: de e-mail gelezen, de korting en de naam kloppen.</translation>
    </message>
    <message>
        <source>Why start again? For example: the subject had a typo.</source>
        <translation>Waarom opnieuw beginnen? Bijvoorbeeld: het onderwerp bevatte een typfout.</translation>
    </message>
    <message>
        <source>Why hand it over? For example: Alex owns this campaign.</source>
        <translation>Waarom overdragen? Bijvoorbeeld: Alex is eigenaar van deze campagne.</translation>
    </message>
    <message>
        <source>Why stop? For example: the customer cancelled the order.</source>
        <translation>Waarom stoppen? Bijvoorbeeld: de klant heeft de bestelling geannuleerd.</translation>
    </message>
    <message>
        <source>Optional (it only looks): why look again? For example: the CRM&apos;s search should have caught up by now.</source>
        <translation>Optioneel (er wordt alleen gekeken): waarom opnieuw kijken? Bijvoorbeeld: de zoekfunctie van het CRM zou nu bij moeten zijn.</translation>
    </message>
    <message>
        <source>Versions:</source>
        <translation>Versies:</translation>
    </message>
    <message>
        <source>The content as the recipient will see it</source>
        <translation>De inhoud zoals de ontvanger hem zal zien</translation>
    </message>
    <message>
        <source>As the recipient
will see it:</source>
        <translation>Zoals de ontvanger
het zal zien:</translation>
    </message>
    <message>
        <source>&lt;i&gt;Version %1 is not known.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Versie %1 is niet bekend.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Why the decision was not recorded</source>
        <translation>Waarom de beslissing niet is vastgelegd</translation>
    </message>
    <message>
        <source>Recording…</source>
        <translation>Wordt vastgelegd…</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Niet vastgelegd: %1</translation>
    </message>
    <message>
        <source>Discard this decision?</source>
        <translation>Deze beslissing weggooien?</translation>
    </message>
    <message>
        <source>What you typed is not recorded and will be lost.</source>
        <translation>Wat u hebt getypt, is niet vastgelegd en gaat verloren.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Weggooien</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Verder bewerken</translation>
    </message>
    <message>
        <source>&amp;Then send the step again (with the same reference; nothing else is repeated)</source>
        <translation>&amp;Daarna de stap opnieuw verzenden (met dezelfde referentie; verder wordt niets herhaald)</translation>
    </message>
    <message>
        <source>Countersign the request</source>
        <translation>Verzoek medeondertekenen</translation>
    </message>
    <message>
        <source>Turn the request down</source>
        <translation>Verzoek afwijzen</translation>
    </message>
    <message>
        <source>Withdraw your request</source>
        <translation>Uw verzoek intrekken</translation>
    </message>
    <message>
        <source>C&amp;ountersign…</source>
        <translation>&amp;Medeondertekenen…</translation>
    </message>
    <message>
        <source>T&amp;urn down…</source>
        <translation>Af&amp;wijzen…</translation>
    </message>
    <message>
        <source>&amp;Withdraw request…</source>
        <translation>Verzoek &amp;intrekken…</translation>
    </message>
    <message>
        <source>What did you check? For example: the CRM was back, no task for this order yet.</source>
        <translation>Wat hebt u gecontroleerd? Bijvoorbeeld: het CRM werkt weer, nog geen taak voor deze bestelling.</translation>
    </message>
    <message>
        <source>Why not? For example: the task exists in the CRM under another subject.</source>
        <translation>Waarom niet? Bijvoorbeeld: de taak staat onder een ander onderwerp in het CRM.</translation>
    </message>
    <message>
        <source>Why withdraw? For example: found the task in the CRM after all.</source>
        <translation>Waarom intrekken? Bijvoorbeeld: de taak toch in het CRM gevonden.</translation>
    </message>
    <message>
        <source>&amp;I checked the target: it holds no record of this step.</source>
        <translation>&amp;Ik heb het doel gecontroleerd: het heeft geen record van deze stap.</translation>
    </message>
    <message>
        <source>The target holds:</source>
        <translation>Het doel heeft:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; Agree with them before you decide: the first decision recorded wins, and yours may then be refused.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Stem af voordat u beslist: de eerst vastgelegde beslissing geldt, en die van u kan dan worden geweigerd.</translation>
    </message>
    <message>
        <source>Another reviewer is looking at this operation</source>
        <translation>Een andere beoordelaar bekijkt deze operatie</translation>
    </message>
    <message>
        <source>Erase a customer&apos;s personal data</source>
        <translation>Persoonsgegevens van een klant wissen</translation>
    </message>
    <message>
        <source>&amp;Erase personal data…</source>
        <translation>Persoonsgegevens &amp;wissen…</translation>
    </message>
    <message>
        <source>Which request? For example: erasure request received by support, ticket 4711 (never the customer&apos;s name or address).</source>
        <translation>Welk verzoek? Bijvoorbeeld: wisverzoek ontvangen door support, ticket 4711 (nooit de naam of het adres van de klant).</translation>
    </message>
    <message>
        <source>The request:</source>
        <translation>Het verzoek:</translation>
    </message>
    <message>
        <source>Target record id</source>
        <translation>Id van het doelrecord</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>Opnieuw op&amp;zoeken</translation>
    </message>
    <message>
        <source>Look the step up at the target again by its reference (read-only); what you typed is kept.</source>
        <translation>De stap opnieuw bij het doel opzoeken op zijn referentie (alleen lezen); wat u typte blijft staan.</translation>
    </message>
    <message>
        <source>Looking the step up at the target…</source>
        <translation>De stap wordt bij het doel opgezocht…</translation>
    </message>
    <message>
        <source>Could not look again: %1 (the target&apos;s last answer: %2)</source>
        <translation>Opnieuw opzoeken lukte niet: %1 (laatste antwoord van het doel: %2)</translation>
    </message>
    <message numerus="yes">
        <source>The target holds %n records under this step&apos;s reference: choose the step&apos;s own to adopt.</source>
        <translation>
            <numerusform>Het doel heeft %n record onder de referentie van deze stap: kies dat van de stap om over te nemen.</numerusform>
            <numerusform>Het doel heeft %n records onder de referentie van deze stap: kies dat van de stap om over te nemen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Adopt %1</source>
        <translation>%1 overnemen</translation>
    </message>
</context>
<context>
    <name>rl::ui::Desktop</name>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Empties this field</source>
        <translation>Maakt dit veld leeg</translation>
    </message>
</context>
<context>
    <name>rl::ui::EraseDialog</name>
    <message>
        <source>Erase a customer&apos;s data</source>
        <translation>Gegevens van een klant wissen</translation>
    </message>
    <message>
        <source>The ledger is open read-only: nothing can be erased.</source>
        <translation>Het grootboek is alleen-lezen geopend: er kan niets worden gewist.</translation>
    </message>
    <message>
        <source>On this team ledger only an approver erases a customer&apos;s data; your login is not one.</source>
        <translation>In dit teamgrootboek wist alleen een goedkeurder de gegevens van een klant; uw login is dat niet.</translation>
    </message>
    <message>
        <source>Set who you are first (File → Set reviewer): every erasure names a person.</source>
        <translation>Stel eerst in wie u bent (Bestand → Beoordelaar instellen): elke wissing noemt een persoon.</translation>
    </message>
    <message>
        <source>Finds every operation whose event names the customer and erases its personal data: the signed bodies, the rendered content and the targets&apos; details. Steps, states, references and decisions stay, and the chain still verifies. The chain records the erasure, never whom it was about.</source>
        <translation>Vindt elke operatie waarvan de gebeurtenis de klant noemt en wist de persoonsgegevens ervan: de ondertekende berichten, de opgemaakte inhoud en de details van de doelen. Stappen, toestanden, referenties en beslissingen blijven, en de keten blijft verifieerbaar. De keten legt de wissing vast, nooit om wie het ging.</translation>
    </message>
    <message>
        <source>customer@example.org, or a Shopify customer id</source>
        <translation>klant@example.org, of een Shopify-klant-id</translation>
    </message>
    <message>
        <source>example.myshopify.com (with a customer id only)</source>
        <translation>example.myshopify.com (alleen bij een klant-id)</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Zoeken</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operatie</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Toestand</translation>
    </message>
    <message>
        <source>The request&apos;s ticket or order number — never the customer&apos;s address</source>
        <translation>Het ticket- of ordernummer van het verzoek — nooit het adres van de klant</translation>
    </message>
    <message>
        <source>&amp;Erase…</source>
        <translation>&amp;Wissen…</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>&amp;Klant:</translation>
    </message>
    <message>
        <source>&amp;Shop:</source>
        <translation>W&amp;inkel:</translation>
    </message>
    <message>
        <source>&amp;Rationale:</source>
        <translation>&amp;Motivering:</translation>
    </message>
    <message>
        <source>Reviewer:</source>
        <translation>Beoordelaar:</translation>
    </message>
    <message>
        <source>Find the customer&apos;s operations first; all of them must be resolved.</source>
        <translation>Zoek eerst de operaties van de klant; ze moeten allemaal afgehandeld zijn.</translation>
    </message>
    <message>
        <source>Give a rationale: it is recorded with the erasure.</source>
        <translation>Geef een motivering: die wordt met de wissing vastgelegd.</translation>
    </message>
    <message>
        <source>Type the customer&apos;s e-mail address, or their Shopify customer id and the shop&apos;s domain.</source>
        <translation>Typ het e-mailadres van de klant, of zijn Shopify-klant-id en het domein van de winkel.</translation>
    </message>
    <message>
        <source>Looking…</source>
        <translation>Zoeken…</translation>
    </message>
    <message>
        <source>The ledger could not be searched: %1</source>
        <translation>Het grootboek kon niet worden doorzocht: %1</translation>
    </message>
    <message>
        <source>Not resolved yet</source>
        <translation>Nog niet afgehandeld</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Afgehandeld</translation>
    </message>
    <message>
        <source>Runledger holds nothing on this customer.</source>
        <translation>Runledger bewaart niets over deze klant.</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase.</source>
        <translation>
            <numerusform>%n operatie van deze klant is nog niet afgehandeld (%1): voltooi of staak die eerst, en wis dan.</numerusform>
            <numerusform>%n operaties van deze klant zijn nog niet afgehandeld (%1): voltooi of staak die eerst, en wis dan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) hold this customer&apos;s data.</source>
        <translation>
            <numerusform>%n operatie en %1 gebeurtenis(sen) bevatten gegevens van deze klant.</numerusform>
            <numerusform>%n operaties en %1 gebeurtenis(sen) bevatten gegevens van deze klant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase the personal data of %n operation(s)? This cannot be undone.</source>
        <translation>
            <numerusform>De persoonsgegevens van %n operatie wissen? Dit kan niet ongedaan worden gemaakt.</numerusform>
            <numerusform>De persoonsgegevens van %n operaties wissen? Dit kan niet ongedaan worden gemaakt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Backups taken before keep it: after restoring one, erase again.</source>
        <translation>Eerder gemaakte back-ups bevatten ze nog: wis na het terugzetten van een back-up opnieuw.</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Erasing…</source>
        <translation>Wissen…</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Geweigerd: %1</translation>
    </message>
    <message>
        <source>Nothing was erased: %1</source>
        <translation>Er is niets gewist: %1</translation>
    </message>
    <message>
        <source>Erased: %1 rows (%2 bytes) of personal data, recorded as chain entry %3.</source>
        <translation>Gewist: %1 rijen (%2 bytes) persoonsgegevens, vastgelegd als ketenitem %3.</translation>
    </message>
    <message>
        <source>Operations holding the customer&apos;s data</source>
        <translation>Operaties met gegevens van de klant</translation>
    </message>
    <message>
        <source>Erase the personal data of the customer&apos;s events? This cannot be undone.</source>
        <translation>De persoonsgegevens in de gebeurtenissen van de klant wissen? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
</context>
<context>
    <name>rl::ui::HeldNotifier</name>
    <message>
        <source>Show the review console</source>
        <translation>Beoordelingsconsole tonen</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) newly held for a reviewer: %1.</source>
        <translation>
            <numerusform>%n bewerking nieuw aangehouden voor een beoordelaar: %1.</numerusform>
            <numerusform>%n bewerkingen nieuw aangehouden voor een beoordelaar: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runledger: held for review</source>
        <translation>Runledger: aangehouden ter beoordeling</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) held for review</source>
        <translation>
            <numerusform>Runledger: %n bewerking aangehouden ter beoordeling</numerusform>
            <numerusform>Runledger: %n bewerkingen aangehouden ter beoordeling</numerusform>
        </translation>
    </message>
    <message>
        <source>Runledger: nothing held</source>
        <translation>Runledger: niets aangehouden</translation>
    </message>
</context>
<context>
    <name>rl::ui::KeyringTokenStore</name>
    <message>
        <source>the keyring refused (error %1)</source>
        <translation>de sleutelbos heeft geweigerd (fout %1)</translation>
    </message>
    <message>
        <source>the system keyring</source>
        <translation>de sleutelbos van het systeem</translation>
    </message>
</context>
<context>
    <name>rl::ui::MainWindow</name>
    <message>
        <source>Queues</source>
        <translation>Wachtrijen</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operaties</translation>
    </message>
    <message>
        <source>Search operations</source>
        <translation>Operaties zoeken</translation>
    </message>
    <message>
        <source>Reviewer: %1</source>
        <translation>Beoordelaar: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>What happened and what to decide</source>
        <translation>Wat er is gebeurd en wat er te beslissen is</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Stappen</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>&amp;Stappen</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Pogingen</translation>
    </message>
    <message>
        <source>A&amp;ttempts</source>
        <translation>&amp;Pogingen</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Bewijs</translation>
    </message>
    <message>
        <source>&amp;Evidence</source>
        <translation>&amp;Bewijs</translation>
    </message>
    <message>
        <source>Approved content</source>
        <translation>Goedgekeurde inhoud</translation>
    </message>
    <message>
        <source>Content of the selected version, and its difference to the previous one</source>
        <translation>Inhoud van de gekozen versie en het verschil met de vorige</translation>
    </message>
    <message>
        <source>Approved &amp;content</source>
        <translation>Goedgekeurde &amp;inhoud</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Grootboek</translation>
    </message>
    <message>
        <source>&amp;Ledger</source>
        <translation>&amp;Grootboek</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Beslissingen</translation>
    </message>
    <message>
        <source>&amp;Decisions</source>
        <translation>&amp;Beslissingen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>Set &amp;reviewer…</source>
        <translation>&amp;Beoordelaar instellen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>No reviewer: you can look but not decide (File → Set reviewer)</source>
        <translation>Geen beoordelaar: u kunt kijken maar niet beslissen (Bestand → Beoordelaar instellen)</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Beoordelaar</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision you make:</source>
        <translation>Uw naam, vastgelegd bij elke beslissing die u neemt:</translation>
    </message>
    <message>
        <source>%1 operations selected.</source>
        <translation>%1 operaties geselecteerd.</translation>
    </message>
    <message>
        <source>Select an operation to see what happened and what to decide.</source>
        <translation>Selecteer een operatie om te zien wat er is gebeurd en wat er te beslissen is.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · event %3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · gebeurtenis %3&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Select an operation first.</source>
        <translation>Selecteer eerst een operatie.</translation>
    </message>
    <message>
        <source>Set your reviewer name (File → Set reviewer) to decide.</source>
        <translation>Stel uw naam als beoordelaar in (Bestand → Beoordelaar instellen) om te beslissen.</translation>
    </message>
    <message>
        <source>A bulk retry is refused: uncertain operations must be reconciled first, one decision at a time.</source>
        <translation>Een herhaling in bulk wordt geweigerd: onzekere operaties moeten eerst worden afgestemd, één beslissing tegelijk.</translation>
    </message>
    <message>
        <source>This decision is made for one operation at a time.</source>
        <translation>Deze beslissing wordt per operatie genomen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not possible now: %1</source>
        <translation>Nu niet mogelijk: %1</translation>
    </message>
    <message>
        <source>look the open step up at the target by its reference (read-only) and record what it says</source>
        <translation>de open stap bij het doel opzoeken via de referentie (alleen lezen) en vastleggen wat het zegt</translation>
    </message>
    <message>
        <source>Decision not recorded</source>
        <translation>Beslissing niet vastgelegd</translation>
    </message>
    <message>
        <source>The decision was refused: %1</source>
        <translation>De beslissing is geweigerd: %1</translation>
    </message>
    <message>
        <source>Recorded as ledger entry #%1: %2</source>
        <translation>Vastgelegd als grootboekregel #%1: %2</translation>
    </message>
    <message>
        <source>Looking the open steps up at their targets…</source>
        <translation>De open stappen worden bij hun doelen opgezocht…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Looking up step %1 of operation %2 (%3 of %4)…</source>
        <translation>Stap %1 van operatie %2 wordt opgezocht (%3 van %4)…</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Niet vastgelegd: %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Bee&amp;ld</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>&amp;Dashboard</translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation>&amp;Rapporten</translation>
    </message>
    <message>
        <source>Run &amp;acceptance test…</source>
        <translation>&amp;Acceptatietest uitvoeren…</translation>
    </message>
    <message>
        <source>&amp;Targets</source>
        <translation>&amp;Doelen</translation>
    </message>
    <message>
        <source>&amp;Check targets…</source>
        <translation>Doelen &amp;controleren…</translation>
    </message>
    <message>
        <source>Check targets</source>
        <translation>Doelen controleren</translation>
    </message>
    <message>
        <source>The last probes cannot be read: %1</source>
        <translation>De laatste controles kunnen niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Looking step %1 up at the target before the decision…</source>
        <translation>Stap %1 wordt vóór de beslissing bij het doel opgezocht…</translation>
    </message>
    <message>
        <source>Links to the targets</source>
        <translation>Koppelingen naar de doelen</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;Open in %2&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;Openen in %2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;Search %2 for this reference&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;%2 doorzoeken op deze referentie&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Find by operation id, event id, delivery id, target reference or order (#1001)</source>
        <translation>Zoeken op operatie-id, gebeurtenis-id, bezorg-id, doelreferentie of bestelling (#1001)</translation>
    </message>
    <message>
        <source>The ledger could not be read: %1</source>
        <translation>De ledger kon niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>The queue counts could not be read: %1</source>
        <translation>De aantallen per wachtrij konden niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The ledger could not be read.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;De ledger kon niet worden gelezen.&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>%1 operations selected. Only Reconcile can be applied to several at once.</source>
        <translation>%1 operaties geselecteerd. Alleen Afstemmen kan op meerdere tegelijk worden toegepast.</translation>
    </message>
    <message>
        <source>Reading the selected operation from the ledger…</source>
        <translation>De geselecteerde operatie wordt uit de ledger gelezen…</translation>
    </message>
    <message>
        <source>Recording the decision…</source>
        <translation>De beslissing wordt vastgelegd…</translation>
    </message>
    <message>
        <source>Ledger problem</source>
        <translation>Probleem met de ledger</translation>
    </message>
    <message>
        <source>&lt;b&gt;This ledger cannot be trusted:&lt;/b&gt; %1. Decisions are disabled. Close the console and check the file with: runledgerctl verify --ledger %2</source>
        <translation>&lt;b&gt;Deze ledger is niet te vertrouwen:&lt;/b&gt; %1. Beslissingen zijn uitgeschakeld. Sluit de console en controleer het bestand met: runledgerctl verify --ledger %2</translation>
    </message>
    <message>
        <source>The ledger cannot be trusted: %1</source>
        <translation>De ledger is niet te vertrouwen: %1</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Geen resultaten</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Zoeken</translation>
    </message>
    <message>
        <source>No operation in this queue matches “%1” exactly (an id, an event or delivery id, a reference, or an order such as #1001). &lt;a href=&quot;clear&quot;&gt;Clear the search&lt;/a&gt;</source>
        <translation>Geen operatie in deze wachtrij komt precies overeen met “%1” (een id, een gebeurtenis- of bezorg-id, een referentie of een bestelling zoals #1001). &lt;a href=&quot;clear&quot;&gt;Zoekopdracht wissen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The decision chain proves that no recorded decision was altered, removed or inserted between others. Only an anchored checkpoint — the chain&apos;s last entry, signed and kept outside this ledger (runledgerctl checkpoint) — also proves that none was removed from the end or the whole chain rewritten: runledgerctl verify --checkpoint FILE checks it.</source>
        <translation>De beslissingsketen bewijst dat geen vastgelegde beslissing is gewijzigd, verwijderd of tussen andere ingevoegd. Alleen een verankerd controlepunt – de laatste schakel van de keten, ondertekend en buiten dit grootboek bewaard (runledgerctl checkpoint) – bewijst ook dat er geen aan het eind is verwijderd of de hele keten herschreven: runledgerctl verify --checkpoint BESTAND controleert het.</translation>
    </message>
    <message>
        <source>Last checkpoint: unknown (%1)</source>
        <translation>Laatste controlepunt: onbekend (%1)</translation>
    </message>
    <message>
        <source>Last checkpoint: entry %1, %2</source>
        <translation>Laatste controlepunt: regel %1, %2</translation>
    </message>
    <message>
        <source>Where the operation went</source>
        <translation>Waar de bewerking heen ging</translation>
    </message>
    <message>
        <source>Operation %1 is now in “%2”. &lt;a href=&quot;show&quot;&gt;Show it&lt;/a&gt;</source>
        <translation>Bewerking %1 staat nu in ‘%2’. &lt;a href=&quot;show&quot;&gt;Tonen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Tijdlijn</translation>
    </message>
    <message>
        <source>T&amp;imeline</source>
        <translation>T&amp;ijdlijn</translation>
    </message>
    <message>
        <source>&amp;Open ledger…</source>
        <translation>Grootboek &amp;openen…</translation>
    </message>
    <message>
        <source>Open ledger</source>
        <translation>Grootboek openen</translation>
    </message>
    <message>
        <source>Ledgers (*.sqlite *.db);;All files (*)</source>
        <translation>Grootboeken (*.sqlite *.db);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>&amp;New ledger…</source>
        <translation>&amp;Nieuw grootboek…</translation>
    </message>
    <message>
        <source>New ledger</source>
        <translation>Nieuw grootboek</translation>
    </message>
    <message>
        <source>Ledgers (*.sqlite)</source>
        <translation>Grootboeken (*.sqlite)</translation>
    </message>
    <message>
        <source>%1 already exists. Open it instead?</source>
        <translation>%1 bestaat al. In plaats daarvan openen?</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>Read-only ledger</source>
        <translation>Alleen-lezen grootboek</translation>
    </message>
    <message>
        <source>This ledger is open read-only.</source>
        <translation>Dit grootboek is alleen-lezen geopend.</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>Alleen-lezen: %1</translation>
    </message>
    <message>
        <source>No recent ledgers</source>
        <translation>Geen recente grootboeken</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Lijst wissen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only.&lt;/b&gt; %1 You can look at every operation; decisions are turned off.</source>
        <translation>&lt;b&gt;Alleen-lezen.&lt;/b&gt; %1 U kunt elke operatie bekijken; beslissingen zijn uitgeschakeld.</translation>
    </message>
    <message>
        <source>Why held</source>
        <translation>Waarom aangehouden</translation>
    </message>
    <message>
        <source>Show only the operations held for this reason</source>
        <translation>Alleen de om deze reden aangehouden bewerkingen tonen</translation>
    </message>
    <message>
        <source>Every reason</source>
        <translation>Elke reden</translation>
    </message>
    <message>
        <source>No operation is held for this reason any more.</source>
        <translation>Geen bewerking wordt nog om deze reden aangehouden.</translation>
    </message>
    <message>
        <source>This ledger has no operations yet: they appear as the service receives events.</source>
        <translation>Dit grootboek heeft nog geen bewerkingen: ze verschijnen zodra de dienst gebeurtenissen ontvangt.</translation>
    </message>
    <message>
        <source>Nothing is held: no operation waits for a reviewer.</source>
        <translation>Niets is aangehouden: geen bewerking wacht op een beoordelaar.</translation>
    </message>
    <message>
        <source>No operation has an unknown outcome.</source>
        <translation>Geen bewerking heeft een onbekende uitkomst.</translation>
    </message>
    <message>
        <source>No content waits for approval.</source>
        <translation>Geen inhoud wacht op goedkeuring.</translation>
    </message>
    <message>
        <source>Nothing is running: the service has no work in progress.</source>
        <translation>Er loopt niets: de dienst heeft geen werk in uitvoering.</translation>
    </message>
    <message>
        <source>No operation has completed yet.</source>
        <translation>Nog geen bewerking is voltooid.</translation>
    </message>
    <message>
        <source>No operation was abandoned.</source>
        <translation>Geen bewerking is opgegeven.</translation>
    </message>
    <message>
        <source>Every reason (%1)</source>
        <translation>Elke reden (%1)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thema</translation>
    </message>
    <message>
        <source>As the &amp;desktop</source>
        <translation>Zoals het &amp;bureaublad</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Licht</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Donker</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handleiding</translation>
    </message>
    <message>
        <source>&amp;About Runledger</source>
        <translation>&amp;Over Runledger</translation>
    </message>
    <message>
        <source>the configuration given at start</source>
        <translation>de configuratie die bij het starten is opgegeven</translation>
    </message>
    <message>
        <source>Con&amp;figuration…</source>
        <translation>Con&amp;figuratie…</translation>
    </message>
    <message>
        <source>The login %1 is not on this ledger&apos;s team: you can look but not decide.</source>
        <translation>De login %1 hoort niet bij het team van dit grootboek: u kunt kijken maar niet beslissen.</translation>
    </message>
    <message>
        <source>Signed in as %1 (login %2, %3)</source>
        <translation>Aangemeld als %1 (login %2, %3)</translation>
    </message>
    <message>
        <source>On this ledger the database says who decides: the login you signed in with (%1). Its display name is set with runledgerctl team add.</source>
        <translation>In dit grootboek bepaalt de database wie beslist: de login waarmee u bent aangemeld (%1). Zijn weergavenaam wordt ingesteld met runledgerctl team add.</translation>
    </message>
    <message>
        <source>To countersign</source>
        <translation>Mee te ondertekenen</translation>
    </message>
    <message>
        <source>Requests waiting for a second reviewer (four eyes)</source>
        <translation>Verzoeken die op een tweede beoordelaar wachten (vier ogen)</translation>
    </message>
    <message>
        <source>Only %1, who made the request, may withdraw it.</source>
        <translation>Alleen %1, die het verzoek deed, mag het intrekken.</translation>
    </message>
    <message>
        <source>%1 asked for: %2</source>
        <translation>%1 vraagt om: %2</translation>
    </message>
    <message>
        <source>No request waits for a second reviewer.</source>
        <translation>Geen verzoek wacht op een tweede beoordelaar.</translation>
    </message>
    <message>
        <source>code &lt;b&gt;%1&lt;/b&gt;, %2 %3 off</source>
        <translation>code &lt;b&gt;%1&lt;/b&gt;, %2 %3 korting</translation>
    </message>
    <message>
        <source>On a team ledger every time a rule compares is the database&apos;s. While this computer&apos;s clock is far from it, &quot;not executed&quot; is not recorded from here: set the clock right (NTP).</source>
        <translation>Op een teamgrootboek is elke tijd die een regel vergelijkt die van de database. Zolang de klok van deze computer daar ver van afwijkt, wordt „niet uitgevoerd” hier niet vastgelegd: zet de klok goed (NTP).</translation>
    </message>
    <message>
        <source>%1 is looking at this since %2.</source>
        <translation>%1 bekijkt dit sinds %2.</translation>
    </message>
    <message>
        <source>%1 is being worked on by %2 until %3.</source>
        <translation>Aan %1 wordt gewerkt door %2 tot %3.</translation>
    </message>
    <message>
        <source>This computer&apos;s clock is %1</source>
        <translation>De klok van deze computer loopt %1</translation>
    </message>
    <message>
        <source>&amp;Privacy</source>
        <translation>&amp;Privacy</translation>
    </message>
    <message>
        <source>&amp;Erase a customer&apos;s data…</source>
        <translation>Gegevens van een klant &amp;wissen…</translation>
    </message>
    <message>
        <source>%1 asked for: %2.</source>
        <translation>%1 vroeg om: %2.</translation>
    </message>
    <message>
        <source>%1 asked at %2 for: %3, because: “%4”</source>
        <translation>%1 vroeg om %2 om: %3, omdat: „%4”</translation>
    </message>
    <message>
        <source>It waits for another reviewer to countersign it or turn it down; %1 may withdraw it.</source>
        <translation>Het wacht tot een andere beoordelaar het meeondertekent of afwijst; %1 kan het intrekken.</translation>
    </message>
    <message>
        <source>Nobody on this team can countersign it: the team has no approver. %1 may withdraw it.</source>
        <translation>Niemand in dit team kan het meeondertekenen: het team heeft geen goedkeurder. %1 kan het intrekken.</translation>
    </message>
    <message>
        <source>Nobody else on this team can countersign it: you are its only approver. Withdraw it, or ask the ledger&apos;s owner to add a second approver.</source>
        <translation>Niemand anders in dit team kan het meeondertekenen: u bent de enige goedkeurder. Trek het in, of vraag de eigenaar van het grootboek een tweede goedkeurder toe te voegen.</translation>
    </message>
    <message>
        <source>It waits for an approver other than %1 to countersign it or turn it down; %1 may withdraw it.</source>
        <translation>Het wacht tot een andere goedkeurder dan %1 het meeondertekent of afwijst; %1 kan het intrekken.</translation>
    </message>
    <message>
        <source>You made this request: an approver other than you countersigns it or turns it down.</source>
        <translation>U hebt dit verzoek gedaan: een andere goedkeurder dan u ondertekent het mee of wijst het af.</translation>
    </message>
    <message>
        <source>You made this request: another reviewer countersigns it or turns it down.</source>
        <translation>U hebt dit verzoek gedaan: een andere beoordelaar ondertekent het mee of wijst het af.</translation>
    </message>
    <message>
        <source>%1 asked for: %2. %3</source>
        <translation>%1 vroeg om: %2. %3</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 van %3)</translation>
    </message>
    <message numerus="yes">
        <source>Requests that wait for a second pair of eyes: %n you may countersign</source>
        <translation>
            <numerusform>Verzoeken die op een tweede paar ogen wachten: %n kunt u meeondertekenen</numerusform>
            <numerusform>Verzoeken die op een tweede paar ogen wachten: %n kunt u meeondertekenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting for someone else (your own requests, or ones your role may not countersign)</source>
        <translation>
            <numerusform>%n wacht op iemand anders (uw eigen verzoeken, of die uw rol niet mag meeondertekenen)</numerusform>
            <numerusform>%n wachten op iemand anders (uw eigen verzoeken, of die uw rol niet mag meeondertekenen)</numerusform>
        </translation>
    </message>
    <message>
        <source>The token for %1 is used for this session only: the keyring cannot keep it (%2).</source>
        <translation>Het token voor %1 geldt alleen voor deze sessie: de sleutelbos kan het niet bewaren (%2).</translation>
    </message>
    <message>
        <source>No target profile for %1: choose a configuration that has it in File → Configuration… to look steps up.</source>
        <translation>Geen doelprofiel voor %1: kies in Bestand → Configuratie… een configuratie die het bevat om stappen op te zoeken.</translation>
    </message>
    <message>
        <source>Step %1 was sent to %2, but this console&apos;s %3 is at %4: a lookup there would prove nothing. Choose the ledger&apos;s own configuration in File → Configuration….</source>
        <translation>Stap %1 is naar %2 gestuurd, maar %3 van deze console staat op %4: een zoekopdracht daar zou niets bewijzen. Kies in Bestand → Configuratie… de eigen configuratie van het grootboek.</translation>
    </message>
    <message>
        <source>Looked up at the target at %1: %2.</source>
        <translation>Bij het doel opgezocht om %1: %2.</translation>
    </message>
    <message>
        <source>Held work can be decided now</source>
        <translation>Aangehouden werk kan nu worden beslist</translation>
    </message>
    <message numerus="yes">
        <source>%n held operation(s) can now be decided as the console recommends: %1</source>
        <translation>
            <numerusform>%n aangehouden operatie kan nu worden beslist zoals aanbevolen: %1</numerusform>
            <numerusform>%n aangehouden operaties kunnen nu worden beslist zoals aanbevolen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The target said: %1. %2</source>
        <translation>Het doel zei: %1. %2</translation>
    </message>
    <message>
        <source>Details of the selected operation</source>
        <translation>Details van de geselecteerde operatie</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>Targets to check</source>
        <translation>Te controleren doelen</translation>
    </message>
    <message>
        <source>%1 has not been checked yet</source>
        <translation>%1 is nog niet gecontroleerd</translation>
    </message>
    <message>
        <source>the last check of %1 could not be made</source>
        <translation>de laatste controle van %1 kon niet worden uitgevoerd</translation>
    </message>
    <message>
        <source>the last check of %1 found it does not behave as its profile says</source>
        <translation>de laatste controle van %1 vond dat het zich niet gedraagt zoals het profiel zegt</translation>
    </message>
    <message numerus="yes">
        <source>%1 was last checked %n day(s) ago</source>
        <translation>
            <numerusform>%1 is %n dag geleden voor het laatst gecontroleerd</numerusform>
            <numerusform>%1 is %n dagen geleden voor het laatst gecontroleerd</numerusform>
        </translation>
    </message>
    <message>
        <source>Targets: %1.</source>
        <translation>Doelen: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Targets: %1, and %n more.</source>
        <translation>
            <numerusform>Doelen: %1, en nog %n.</numerusform>
            <numerusform>Doelen: %1, en nog %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check targets…</source>
        <translation>Doelen controleren…</translation>
    </message>
</context>
<context>
    <name>rl::ui::TargetsDialog</name>
    <message>
        <source>Check targets</source>
        <translation>Doelen controleren</translation>
    </message>
    <message>
        <source>Targets and their last probe</source>
        <translation>Doelen en hun laatste controle</translation>
    </message>
    <message>
        <source>&amp;Set token…</source>
        <translation>Token &amp;instellen…</translation>
    </message>
    <message>
        <source>&amp;Forget token</source>
        <translation>Token &amp;vergeten</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbinding &amp;testen</translation>
    </message>
    <message>
        <source>Each target&apos;s token is kept in the system keyring, never in a file. &lt;b&gt;Test connection&lt;/b&gt; makes one read-only call: nothing is created.</source>
        <translation>Het token van elk doel staat in de sleutelbos van het systeem, nooit in een bestand. &lt;b&gt;Verbinding testen&lt;/b&gt; doet één alleen-lezen aanroep: er wordt niets aangemaakt.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocol</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbinding</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>niet getest</translation>
    </message>
    <message>
        <source>Targets, their tokens and connections</source>
        <translation>Doelen, hun tokens en verbindingen</translation>
    </message>
    <message>
        <source>Token for %1</source>
        <translation>Token voor %1</translation>
    </message>
    <message>
        <source>The token for %1 is used for this session only: the keyring cannot keep it (%2).</source>
        <translation>Het token voor %1 geldt alleen voor deze sessie: de sleutelbos kan het niet bewaren (%2).</translation>
    </message>
    <message>
        <source>The keyring could not remove the token: %1</source>
        <translation>De sleutelbos kon het token niet verwijderen: %1</translation>
    </message>
    <message>
        <source>testing…</source>
        <translation>bezig met testen…</translation>
    </message>
    <message>
        <source>What the configuration says each target can do, and what the last check of the target itself saw:</source>
        <translation>Wat de configuratie zegt dat elk doel kan, en wat de laatste controle van het doel zelf zag:</translation>
    </message>
    <message>
        <source>A check creates test records at the target, labelled &quot;Runledger probe — safe to delete&quot;, so the console never runs one: whoever looks after Runledger checks a target again after it changes (the handbook&apos;s &quot;Targets&quot; page says how).</source>
        <translation>Een controle maakt testrecords aan bij het doel, met het label „Runledger probe — safe to delete”, dus de console voert er nooit een uit: wie Runledger beheert, controleert een doel opnieuw nadat het is gewijzigd (de pagina „Doelen” van het handboek zegt hoe).</translation>
    </message>
    <message>
        <source>Runledger needs the %1 token of target %2 to look its records up and to send to it.
It is kept in the system keyring, never in a file:</source>
        <translation>Runledger heeft het %1-token van doel %2 nodig om daar records op te zoeken en ernaar te verzenden.
Het wordt bewaard in de sleutelbos van het systeem, nooit in een bestand:</translation>
    </message>
    <message>
        <source>&amp;Use this token</source>
        <translation>Dit token &amp;gebruiken</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
</context>
<context>
    <name>rl::ui::TokenBook</name>
    <message>
        <source>not needed</source>
        <translation>niet nodig</translation>
    </message>
    <message>
        <source>from the environment (%1)</source>
        <translation>uit de omgeving (%1)</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>uit %1</translation>
    </message>
    <message>
        <source>for this session only</source>
        <translation>alleen voor deze sessie</translation>
    </message>
    <message>
        <source>missing: choose Set token…</source>
        <translation>ontbreekt: kies Token instellen…</translation>
    </message>
</context>
</TS>
