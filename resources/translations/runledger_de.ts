<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Checkpoint</name>
    <message>
        <source>not a Runledger checkpoint (format runledger-checkpoint-v1)</source>
        <translation>kein Runledger-Prüfpunkt (Format runledger-checkpoint-v1)</translation>
    </message>
    <message>
        <source>the checkpoint is incomplete (seq, hash, at and a 64-byte signature are required)</source>
        <translation>der Prüfpunkt ist unvollständig (seq, hash, at und eine 64-Byte-Signatur sind nötig)</translation>
    </message>
</context>
<context>
    <name>Configuration</name>
    <message>
        <source>cannot read the configuration %1: %2</source>
        <translation>die Konfiguration %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>the configuration %1 is not a JSON object (%2 at offset %3)</source>
        <translation>die Konfiguration %1 ist kein JSON-Objekt (%2 an Position %3)</translation>
    </message>
    <message>
        <source>every flow needs a name</source>
        <translation>jeder Ablauf braucht einen Namen</translation>
    </message>
    <message>
        <source>flow %1: a trigger needs a topic, a flow_action, or a source</source>
        <translation>Ablauf %1: ein Auslöser braucht ein topic, eine flow_action oder eine source</translation>
    </message>
    <message>
        <source>flow %1 has no trigger</source>
        <translation>Ablauf %1 hat keinen Auslöser</translation>
    </message>
    <message>
        <source>flow %1: unknown target %2</source>
        <translation>Ablauf %1: unbekanntes Ziel %2</translation>
    </message>
    <message>
        <source>flow %1: target %2 is not a %3 target</source>
        <translation>Ablauf %1: Ziel %2 ist kein %3-Ziel</translation>
    </message>
    <message>
        <source>flow %1 has no steps</source>
        <translation>Ablauf %1 hat keine Schritte</translation>
    </message>
    <message>
        <source>flow %1: approval_before_steps names no step %2</source>
        <translation>Ablauf %1: approval_before_steps nennt keinen Schritt %2</translation>
    </message>
    <message>
        <source>event source %1: a source is one plain path segment (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>Ereignisquelle %1: eine Quelle ist ein einfacher Pfadabschnitt (Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</translation>
    </message>
    <message>
        <source>event source %1 needs a secret_env: the name of the environment variable that holds its secret</source>
        <translation>Ereignisquelle %1 braucht secret_env: den Namen der Umgebungsvariablen mit ihrem Geheimnis</translation>
    </message>
    <message>
        <source>flow %1: operation_key must name fields of the signed body, like &quot;{{admin_graphql_api_id}}&quot;</source>
        <translation>Ablauf %1: operation_key muss Felder des signierten Inhalts nennen, etwa &quot;{{admin_graphql_api_id}}&quot;</translation>
    </message>
    <message>
        <source>alerts: url_env and secret_env name environment variables (the address and the secret are never in this file)</source>
        <translation>alerts: url_env und secret_env nennen Umgebungsvariablen (Adresse und Geheimnis stehen nie in dieser Datei)</translation>
    </message>
    <message>
        <source>alerts: give the address in the environment variable url_env names, not in the file (it may carry a token)</source>
        <translation>alerts: geben Sie die Adresse in der Umgebungsvariablen an, die url_env nennt, nicht in der Datei (sie kann ein Token enthalten)</translation>
    </message>
    <message>
        <source>alerts: held_longer_than_minutes must be more than 0 and at most a week</source>
        <translation>alerts: held_longer_than_minutes muss größer als 0 und höchstens eine Woche sein</translation>
    </message>
    <message>
        <source>four_eyes must be a list of retry_open_step, new_operation, approve_content and confirm_not_executed, like [&quot;retry_open_step&quot;, &quot;new_operation&quot;]</source>
        <translation>four_eyes muss eine Liste aus retry_open_step, new_operation, approve_content und confirm_not_executed sein, etwa [&quot;retry_open_step&quot;, &quot;new_operation&quot;]</translation>
    </message>
    <message>
        <source>flow %1, a step: %2</source>
        <translation>Ablauf %1, ein Schritt: %2</translation>
    </message>
    <message>
        <source>flow %1: %2</source>
        <translation>Ablauf %1: %2</translation>
    </message>
    <message>
        <source>flow %1: step kind must be crm.create_task, email.send or voucher.create</source>
        <translation>Flow %1: Die Schrittart muss crm.create_task, email.send oder voucher.create sein</translation>
    </message>
    <message>
        <source>flow %1: a voucher&apos;s code is made from its step&apos;s reference; remove &quot;code&quot;</source>
        <translation>Flow %1: Der Code eines Gutscheins wird aus der Referenz seines Schritts gebildet; entfernen Sie &quot;code&quot;</translation>
    </message>
    <message>
        <source>flow %1: a voucher step needs &quot;amount&quot;, the amount off, like &quot;10.00&quot;</source>
        <translation>Flow %1: Ein Gutscheinschritt braucht &quot;amount&quot;, den Nachlass, etwa &quot;10.00&quot;</translation>
    </message>
    <message>
        <source>flow %1: {{voucher.…}} names the voucher of an earlier step, and no earlier step creates one</source>
        <translation>Flow %1: {{voucher.…}} nennt den Gutschein eines früheren Schritts, aber kein früherer Schritt legt einen an</translation>
    </message>
    <message>
        <source>alerts: shape must be standard, slack, teams, teams_legacy or email</source>
        <translation>alerts: shape muss standard, slack, teams, teams_legacy oder email sein</translation>
    </message>
    <message>
        <source>alerts: an e-mail alert needs &quot;target&quot;: the name of a mail target of this configuration</source>
        <translation>alerts: eine E-Mail-Benachrichtigung braucht &quot;target&quot;: den Namen eines Mail-Ziels dieser Konfiguration</translation>
    </message>
    <message>
        <source>alerts: an e-mail alert needs &quot;to&quot;: the one address it goes to, like &quot;ops@example.com&quot;</source>
        <translation>alerts: eine E-Mail-Benachrichtigung braucht &quot;to&quot;: die eine Adresse, an die sie geht, etwa &quot;ops@example.com&quot;</translation>
    </message>
    <message>
        <source>alerts: target and to belong to the email shape</source>
        <translation>alerts: target und to gehören zur Form email</translation>
    </message>
    <message>
        <source>privacy: retention_days.%1 must be a whole number of days (0: kept)</source>
        <translation>privacy: retention_days.%1 muss eine ganze Zahl von Tagen sein (0: behalten)</translation>
    </message>
    <message>
        <source>privacy: retention_days knows signed_bodies, content and evidence_details, not %1</source>
        <translation>privacy: retention_days kennt signed_bodies, content und evidence_details, nicht %1</translation>
    </message>
    <message>
        <source>privacy: shopify_compliance needs data_requests_dir, the folder where the answers to customers/data_request go</source>
        <translation>privacy: shopify_compliance braucht data_requests_dir, den Ordner für die Antworten auf customers/data_request</translation>
    </message>
    <message>
        <source>flow %1: %2 is kept for good and may not name a customer&apos;s personal data (%3); use the order&apos;s name or id</source>
        <translation>Ablauf %1: %2 wird dauerhaft aufbewahrt und darf keine personenbezogenen Daten eines Kunden nennen (%3); verwenden Sie Namen oder ID der Bestellung</translation>
    </message>
    <message>
        <source>every caller needs a name: one plain word (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>jeder Aufrufer braucht einen Namen: ein schlichtes Wort (Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</translation>
    </message>
    <message>
        <source>caller %1: a token is never in this file; name the environment variable that holds it in token_env</source>
        <translation>Aufrufer %1: ein Token steht nie in dieser Datei; nennen Sie in token_env die Umgebungsvariable, die es enthält</translation>
    </message>
    <message>
        <source>caller %1 may start flow %2, but there is no such flow</source>
        <translation>Aufrufer %1 darf Ablauf %2 starten, aber diesen Ablauf gibt es nicht</translation>
    </message>
    <message>
        <source>caller %1 needs flows: the flows it may start</source>
        <translation>Aufrufer %1 braucht flows: die Abläufe, die er starten darf</translation>
    </message>
    <message>
        <source>caller %1: requests_per_minute must be a whole number from 1</source>
        <translation>Aufrufer %1: requests_per_minute muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>caller %1 is named twice</source>
        <translation>Aufrufer %1 ist zweimal genannt</translation>
    </message>
    <message>
        <source>caller %1: the callback&apos;s address and secret are never in this file; name their environment variables in url_env and secret_env</source>
        <translation>Aufrufer %1: Adresse und Geheimnis des Rückrufs stehen nie in dieser Datei; nennen Sie ihre Umgebungsvariablen in url_env und secret_env</translation>
    </message>
    <message>
        <source>caller %1: a callback needs url_env and secret_env, the environment variables that hold its address and its Standard Webhooks secret</source>
        <translation>Aufrufer %1: ein Rückruf braucht url_env und secret_env, die Umgebungsvariablen mit seiner Adresse und seinem Standard-Webhooks-Geheimnis</translation>
    </message>
    <message>
        <source>caller %1 needs a token_env (the environment variable that holds its bearer token) or a secret_env (its Standard Webhooks secret, if it signs its calls)</source>
        <translation>Aufrufer %1 braucht ein token_env (die Umgebungsvariable mit seinem Bearer-Token) oder ein secret_env (sein Standard-Webhooks-Geheimnis, wenn er seine Aufrufe signiert)</translation>
    </message>
    <message>
        <source>caller %1: token_env and secret_env name environment variables (letters, digits and &apos;_&apos;)</source>
        <translation>Aufrufer %1: token_env und secret_env nennen Umgebungsvariablen (Buchstaben, Ziffern und &apos;_&apos;)</translation>
    </message>
</context>
<context>
    <name>ConsoleCommandLine</name>
    <message>
        <source>Ledger file or postgresql:// URL (the same as giving FILE).</source>
        <translation>Journaldatei oder postgresql://-URL (dasselbe wie DATEI).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PFAD</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision.</source>
        <translation>Ihr Name, eingetragen bei jeder Entscheidung.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Targets and flows (JSON), for looking steps up.</source>
        <translation>Ziele und Abläufe (JSON), zum Nachschlagen von Schritten.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>light or dark.</source>
        <translation>hell oder dunkel.</translation>
    </message>
    <message>
        <source>Print start-up, queue and scrolling timings and peak memory, then quit.</source>
        <translation>Start-, Warteschlangen- und Bildlaufzeiten sowie Spitzenspeicher ausgeben, dann beenden.</translation>
    </message>
    <message>
        <source>Save a picture of the window at 1280 × 720 and quit.</source>
        <translation>Ein Bild des Fensters in 1280 × 720 speichern und beenden.</translation>
    </message>
    <message>
        <source>Runledger review console</source>
        <translation>Runledger-Prüfkonsole</translation>
    </message>
    <message>
        <source>The ledger to open (default: your own ledger).</source>
        <translation>Das zu öffnende Journal (Vorgabe: Ihr eigenes Journal).</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[DATEI]</translation>
    </message>
    <message numerus="yes">
        <source>Give one ledger to open; %n were given.</source>
        <translation>
            <numerusform>Geben Sie ein Journal an; %n wurde angegeben.</numerusform>
            <numerusform>Geben Sie ein Journal an; %n wurden angegeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the ledger either as FILE or with --ledger, not both.</source>
        <translation>Geben Sie das Journal entweder als DATEI oder mit --ledger an, nicht beides.</translation>
    </message>
    <message>
        <source>--demo opens a scratch ledger of its own; it cannot be combined with FILE.</source>
        <translation>--demo öffnet ein eigenes Übungsjournal; es lässt sich nicht mit DATEI kombinieren.</translation>
    </message>
    <message>
        <source>Start the sandbox (runledger-sandbox) and a runner on a scratch ledger, seeded with the acceptance cases.</source>
        <translation>Die Sandbox (runledger-sandbox) und einen Runner auf einem Übungs-Ledger starten, mit den Abnahmefällen befüllt.</translation>
    </message>
</context>
<context>
    <name>Ctl</name>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
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
        <translation>Journaldatei oder postgresql://-URL (Vorgabe: %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PFAD</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>JSON statt Text ausgeben.</translation>
    </message>
    <message>
        <source>Try &apos;runledgerctl --help&apos;.</source>
        <translation>Siehe &apos;runledgerctl --help&apos;.</translation>
    </message>
    <message>
        <source>Usage: runledgerctl COMMAND [OPTIONS]

Commands:
</source>
        <translation>Aufruf: runledgerctl BEFEHL [OPTIONEN]

Befehle:
</translation>
    </message>
    <message>
        <source>
Run &apos;runledgerctl COMMAND --help&apos; for a command&apos;s options.
Exit codes: 0 success, 1 usage error, 2 runtime failure, 3 verification failed or refused.
</source>
        <translation>
&apos;runledgerctl BEFEHL --help&apos; zeigt die Optionen eines Befehls.
Exit-Codes: 0 Erfolg, 1 Aufruffehler, 2 Laufzeitfehler, 3 Prüfung fehlgeschlagen oder abgelehnt.
</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl &apos;%1&apos;</translation>
    </message>
    <message>
        <source>ledger ready: %1 (schema %2)</source>
        <translation>Journal bereit: %1 (Schema %2)</translation>
    </message>
    <message>
        <source>ok: %1 decisions verified</source>
        <translation>ok: %1 Entscheidungen geprüft</translation>
    </message>
    <message>
        <source>broken at seq %1: %2</source>
        <translation>gebrochen bei Nr. %1: %2</translation>
    </message>
    <message>
        <source>events:                     %1</source>
        <translation>Ereignisse:                   %1</translation>
    </message>
    <message>
        <source>deliveries:                 %1</source>
        <translation>Zustellungen:                 %1</translation>
    </message>
    <message>
        <source>operations:                 %1</source>
        <translation>Vorgänge:                     %1</translation>
    </message>
    <message>
        <source>attempts:                   %1</source>
        <translation>Versuche:                     %1</translation>
    </message>
    <message>
        <source>confirmed external effects: %1</source>
        <translation>bestätigte externe Wirkungen: %1</translation>
    </message>
    <message>
        <source>unresolved operations:      %1</source>
        <translation>ungelöste Vorgänge:           %1</translation>
    </message>
    <message>
        <source>recoveries (held → decided): %1</source>
        <translation>Behebungen (angehalten → entschieden): %1</translation>
    </message>
    <message>
        <source>time to recovery:           median %1, 90th percentile %2</source>
        <translation>Zeit bis zur Behebung:        Median %1, 90. Perzentil %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>missing argument; see --help</source>
        <translation>Argument fehlt; siehe --help</translation>
    </message>
    <message>
        <source>--config FILE is required</source>
        <translation>--config DATEI ist erforderlich</translation>
    </message>
    <message>
        <source>Address and port to listen on (default 127.0.0.1:8081; port 0 picks a free one).</source>
        <translation>Adresse und Port zum Lauschen (Vorgabe 127.0.0.1:8081; Port 0 wählt einen freien).</translation>
    </message>
    <message>
        <source>HOST:PORT</source>
        <translation>HOST:PORT</translation>
    </message>
    <message>
        <source>Seconds an idempotency key is remembered (default 86400).</source>
        <translation>Sekunden, die ein Idempotenzschlüssel gemerkt wird (Vorgabe 86400).</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKUNDEN</translation>
    </message>
    <message>
        <source>Milliseconds before a new task shows up in lookups (default 0).</source>
        <translation>Millisekunden, bis eine neue Aufgabe bei Suchen erscheint (Vorgabe 0).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--listen needs HOST:PORT, for example 127.0.0.1:8081</source>
        <translation>--listen braucht HOST:PORT, zum Beispiel 127.0.0.1:8081</translation>
    </message>
    <message>
        <source>--retention and --settle-ms need whole numbers ≥ 0</source>
        <translation>--retention und --settle-ms brauchen ganze Zahlen ≥ 0</translation>
    </message>
    <message>
        <source>cannot listen on %1 (in use, or not an address of this machine)</source>
        <translation>kann nicht auf %1 lauschen (belegt, oder keine Adresse dieses Rechners)</translation>
    </message>
    <message>
        <source>sandbox listening on http://%1:%2 (key retention %3 s, settle %4 ms)</source>
        <translation>Sandbox lauscht auf http://%1:%2 (Schlüsselaufbewahrung %3 s, Verzögerung %4 ms)</translation>
    </message>
    <message>
        <source>stopping (signal %1)</source>
        <translation>wird beendet (Signal %1)</translation>
    </message>
    <message>
        <source>Targets and flows (JSON).</source>
        <translation>Ziele und Abläufe (JSON).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Intake address (default 127.0.0.1:8080; port 0 picks a free one).</source>
        <translation>Adresse der Annahme (Vorgabe 127.0.0.1:8080; Port 0 wählt einen freien).</translation>
    </message>
    <message>
        <source>Steps worked on at once (default 4).</source>
        <translation>Gleichzeitig bearbeitete Schritte (Vorgabe 4).</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>Reservation lease beyond the target&apos;s deadline (default 5000).</source>
        <translation>Reservierungsdauer über die Frist des Ziels hinaus (Vorgabe 5000).</translation>
    </message>
    <message>
        <source>Pause between lookups that settled nothing (default 2000).</source>
        <translation>Pause zwischen Suchen, die nichts geklärt haben (Vorgabe 2000).</translation>
    </message>
    <message>
        <source>--workers needs a whole number ≥ 1</source>
        <translation>--workers braucht eine ganze Zahl ≥ 1</translation>
    </message>
    <message>
        <source>--listen needs HOST:PORT, for example 127.0.0.1:8080</source>
        <translation>--listen braucht HOST:PORT, zum Beispiel 127.0.0.1:8080</translation>
    </message>
    <message>
        <source>runner %1 started with %2 workers on %3</source>
        <translation>Runner %1 mit %2 Workern auf %3 gestartet</translation>
    </message>
    <message>
        <source>One delivery per line: {&quot;path&quot;: &quot;/webhooks/shopify&quot;, &quot;headers&quot;: {…}, &quot;body_base64&quot;: &quot;…&quot;}</source>
        <translation>Eine Zustellung pro Zeile: {&quot;path&quot;: &quot;/webhooks/shopify&quot;, &quot;headers&quot;: {…}, &quot;body_base64&quot;: &quot;…&quot;}</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>imported %1 deliveries: %2 new events, %3 duplicates, %4 new operations; %5 rejected</source>
        <translation>%1 Zustellungen importiert: %2 neue Ereignisse, %3 Duplikate, %4 neue Vorgänge; %5 abgelehnt</translation>
    </message>
    <message>
        <source>  line %1: %2 (%3)</source>
        <translation>  Zeile %1: %2 (%3)</translation>
    </message>
    <message>
        <source>held, uncertain, awaiting_approval, running, completed, abandoned or all (default all).</source>
        <translation>held, uncertain, awaiting_approval, running, completed, abandoned oder all (Vorgabe all).</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>ZUSTAND</translation>
    </message>
    <message>
        <source>At most this many (default 1000).</source>
        <translation>Höchstens so viele (Vorgabe 1000).</translation>
    </message>
    <message>
        <source>unknown state &apos;%1&apos;</source>
        <translation>unbekannter Zustand &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The operation.</source>
        <translation>Der Vorgang.</translation>
    </message>
    <message>
        <source>operation %1  %2</source>
        <translation>Vorgang %1  %2</translation>
    </message>
    <message>
        <source>  action:      %1 (flow %2)</source>
        <translation>  Aktion:       %1 (Ablauf %2)</translation>
    </message>
    <message>
        <source>  event:       %1 %2</source>
        <translation>  Ereignis:     %1 %2</translation>
    </message>
    <message>
        <source>  created:     %1</source>
        <translation>  angelegt:     %1</translation>
    </message>
    <message>
        <source>  responsible: %1</source>
        <translation>  zuständig:    %1</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>nicht zugewiesen</translation>
    </message>
    <message>
        <source>  step %1 %2 → %3: %4%5, %6 attempts, ref %7, target ref %8
    next: %9</source>
        <translation>  Schritt %1 %2 → %3: %4%5, %6 Versuche, Ref. %7, Zielref. %8
    nächste: %9</translation>
    </message>
    <message>
        <source>  evidence step %1 %2 %3: %4</source>
        <translation>  Nachweis Schritt %1 %2 %3: %4</translation>
    </message>
    <message>
        <source>  decision #%1 %2 by %3: %4</source>
        <translation>  Entscheidung #%1 %2 von %3: %4</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Why (recorded).</source>
        <translation>Warum (wird eingetragen).</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>adopt: the target&apos;s record id.</source>
        <translation>adopt: die ID des Datensatzes im Ziel.</translation>
    </message>
    <message>
        <source>REF</source>
        <translation>REF</translation>
    </message>
    <message>
        <source>approve-content: the content version.</source>
        <translation>approve-content: die Inhaltsversion.</translation>
    </message>
    <message>
        <source>assign: the reviewer who becomes responsible.</source>
        <translation>assign: die Prüferin oder der Prüfer, die oder der zuständig wird.</translation>
    </message>
    <message>
        <source>new-operation: a file with edited content for the open step.</source>
        <translation>new-operation: eine Datei mit bearbeitetem Inhalt für den offenen Schritt.</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos;</source>
        <translation>unbekannte Aktion &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--reviewer and --rationale are required: every decision names a person and a reason</source>
        <translation>--reviewer und --rationale sind erforderlich: jede Entscheidung nennt eine Person und einen Grund</translation>
    </message>
    <message>
        <source>adopt needs --reference</source>
        <translation>adopt braucht --reference</translation>
    </message>
    <message>
        <source>assign needs --to</source>
        <translation>assign braucht --to</translation>
    </message>
    <message>
        <source>approve-content needs --version N</source>
        <translation>approve-content braucht --version N</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>the configuration has no target %1</source>
        <translation>die Konfiguration hat kein Ziel %1</translation>
    </message>
    <message>
        <source>lookup: %1 (%2)</source>
        <translation>Suche: %1 (%2)</translation>
    </message>
    <message>
        <source>recorded as decision #%1: %2</source>
        <translation>eingetragen als Entscheidung #%1: %2</translation>
    </message>
    <message>
        <source>new operation: %1</source>
        <translation>neuer Vorgang: %1</translation>
    </message>
    <message>
        <source>A report to write; the format follows the extension: .pdf, .html, .json, .csv. Repeatable.</source>
        <translation>Ein zu schreibender Bericht; das Format folgt der Endung: .pdf, .html, .json, .csv. Mehrfach möglich.</translation>
    </message>
    <message>
        <source>Keep the scratch ledger at this path (default: a temporary file).</source>
        <translation>Das Übungsjournal unter diesem Pfad behalten (Vorgabe: eine temporäre Datei).</translation>
    </message>
    <message>
        <source>give at least one --out FILE (.pdf, .html, .json or .csv)</source>
        <translation>mindestens ein --out DATEI angeben (.pdf, .html, .json oder .csv)</translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .json or .csv)</source>
        <translation>%1: unbekanntes Berichtsformat (.pdf, .html, .json oder .csv verwenden)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>all %1 cases passed</source>
        <translation>alle %1 Fälle bestanden</translation>
    </message>
    <message>
        <source>at least one case failed</source>
        <translation>mindestens ein Fall ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>create a ledger, or migrate it to this build&apos;s schema</source>
        <translation>ein Journal anlegen oder auf das Schema dieser Version migrieren</translation>
    </message>
    <message>
        <source>print the separate counts: events, deliveries, attempts, effects, unresolved, recovery</source>
        <translation>die getrennten Zählungen ausgeben: Ereignisse, Zustellungen, Versuche, Wirkungen, Ungelöstes, Behebung</translation>
    </message>
    <message>
        <source>run the sandbox target: a CRM and a mail service with idempotency keys and faults</source>
        <translation>das Sandbox-Ziel ausführen: ein CRM und ein Mail-Dienst mit Idempotenzschlüsseln und Fehlern</translation>
    </message>
    <message>
        <source>receive webhooks and run the steps (intake and runner)</source>
        <translation>Webhooks annehmen und die Schritte ausführen (Annahme und Runner)</translation>
    </message>
    <message>
        <source>import deliveries captured elsewhere (signatures re-verified)</source>
        <translation>anderswo mitgeschnittene Zustellungen importieren (Signaturen erneut geprüft)</translation>
    </message>
    <message>
        <source>list operations, by state</source>
        <translation>Vorgänge auflisten, nach Zustand</translation>
    </message>
    <message>
        <source>show one operation: steps, attempts, evidence, content, decisions</source>
        <translation>einen Vorgang zeigen: Schritte, Versuche, Nachweise, Inhalt, Entscheidungen</translation>
    </message>
    <message>
        <source>record a reviewer&apos;s decision on an operation</source>
        <translation>die Entscheidung einer Prüferin oder eines Prüfers zu einem Vorgang eintragen</translation>
    </message>
    <message>
        <source>check each target&apos;s declared capability against what it really does (creates labelled canaries)</source>
        <translation>prüft die erklärte Fähigkeit jedes Ziels gegen das, was es wirklich tut (legt gekennzeichnete Testdatensätze an)</translation>
    </message>
    <message>
        <source>duplicates found at target: %1</source>
        <translation>beim Ziel gefundene Duplikate: %1</translation>
    </message>
    <message>
        <source>target %1 declares %2 and was never probed; run runledgerctl probe --config FILE --ledger LEDGER</source>
        <translation>Ziel %1 erklärt %2 und wurde nie geprüft; führen Sie runledgerctl probe --config FILE --ledger LEDGER aus</translation>
    </message>
    <message>
        <source>target %1 declares %2; last probe %3 observed %4%5</source>
        <translation>Ziel %1 erklärt %2; letzte Prüfung %3 beobachtete %4%5</translation>
    </message>
    <message>
        <source>nothing (the probe could not run)</source>
        <translation>nichts (die Prüfung konnte nicht laufen)</translation>
    </message>
    <message>
        <source> — the profile contradicts what the target does</source>
        <translation> — das Profil widerspricht dem, was das Ziel tut</translation>
    </message>
    <message>
        <source>confirm-not-executed: you checked the target and it holds no record of this step.</source>
        <translation>confirm-not-executed: Sie haben das Ziel geprüft, und es hat keinen Datensatz dieses Schritts.</translation>
    </message>
    <message>
        <source>may have run: %1</source>
        <translation>kann gelaufen sein: %1</translation>
    </message>
    <message>
        <source>confirm-not-executed needs --confirm: check the target first; the ledger will then say nothing was done there</source>
        <translation>confirm-not-executed braucht --confirm: prüfen Sie zuerst das Ziel; das Ledger sagt dann, dass dort nichts getan wurde</translation>
    </message>
    <message>
        <source>check each target&apos;s declared capability against what it really does. Creates canary records labelled &quot;%1&quot; at each target.</source>
        <translation>prüft die erklärte Fähigkeit jedes Ziels gegen das, was es wirklich tut. Legt bei jedem Ziel Testdatensätze mit der Kennzeichnung &quot;%1&quot; an.</translation>
    </message>
    <message>
        <source>Probe only this target (default: every target of the configuration).</source>
        <translation>Nur dieses Ziel prüfen (Standard: jedes Ziel der Konfiguration).</translation>
    </message>
    <message>
        <source>Write the findings to FILE.json or FILE.html. Repeatable.</source>
        <translation>Die Befunde in FILE.json oder FILE.html schreiben. Wiederholbar.</translation>
    </message>
    <message>
        <source>Record the findings in this ledger (the console and serve show the last probe).</source>
        <translation>Die Befunde in diesem Ledger festhalten (Konsole und serve zeigen die letzte Prüfung).</translation>
    </message>
    <message>
        <source>Print the findings as JSON.</source>
        <translation>Die Befunde als JSON ausgeben.</translation>
    </message>
    <message>
        <source>How long to wait for the canary to show up in a lookup (default 15000).</source>
        <translation>Wie lange auf das Erscheinen des Testdatensatzes in einer Suche gewartet wird (Standard 15000).</translation>
    </message>
    <message>
        <source>%1: unknown format (use .json or .html)</source>
        <translation>%1: unbekanntes Format (verwenden Sie .json oder .html)</translation>
    </message>
    <message>
        <source>%1: could not be probed: %2</source>
        <translation>%1: konnte nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>%1: declared %2, observed %3%4</source>
        <translation>%1: erklärt %2, beobachtet %3%4</translation>
    </message>
    <message>
        <source> — CONTRADICTION</source>
        <translation> — WIDERSPRUCH</translation>
    </message>
    <message>
        <source>same key and parameters: one record%1</source>
        <translation>gleicher Schlüssel, gleiche Parameter: ein Datensatz%1</translation>
    </message>
    <message>
        <source>, replay marker</source>
        <translation>, Wiederholungsmarkierung</translation>
    </message>
    <message>
        <source>same key and parameters: a second record (the key is ignored)</source>
        <translation>gleicher Schlüssel, gleiche Parameter: ein zweiter Datensatz (der Schlüssel wird ignoriert)</translation>
    </message>
    <message>
        <source>same key, other parameters: refused (HTTP %1)</source>
        <translation>gleicher Schlüssel, andere Parameter: abgelehnt (HTTP %1)</translation>
    </message>
    <message>
        <source>same key, other parameters: not refused (HTTP %1)</source>
        <translation>gleicher Schlüssel, andere Parameter: nicht abgelehnt (HTTP %1)</translation>
    </message>
    <message>
        <source>lookup by reference: not found</source>
        <translation>Suche nach Referenz: nicht gefunden</translation>
    </message>
    <message>
        <source>canary records (&quot;%1&quot;, safe to delete): %2</source>
        <translation>Testdatensätze (&quot;%1&quot;, können gelöscht werden): %2</translation>
    </message>
    <message>
        <source>the profile should declare: %1</source>
        <translation>das Profil sollte erklären: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The bearer token the emulated provider APIs (/resend/…) require (default sandbox-token).</source>
        <translation>Das Bearer-Token, das die nachgebildeten Anbieter-APIs (/resend/…) verlangen (Standard sandbox-token).</translation>
    </message>
    <message>
        <source>TOKEN</source>
        <translation>TOKEN</translation>
    </message>
    <message>
        <source>HubSpot searches allowed per second (default 4; 0: no limit).</source>
        <translation>Erlaubte HubSpot-Suchen pro Sekunde (Standard 4; 0: keine Grenze).</translation>
    </message>
    <message>
        <source>HubSpot requests allowed per 10 seconds (default 100; 0: no limit).</source>
        <translation>Erlaubte HubSpot-Anfragen pro 10 Sekunden (Standard 100; 0: keine Grenze).</translation>
    </message>
    <message>
        <source>same key, other parameters: the one record was updated (HTTP %1), no second record</source>
        <translation>gleicher Schlüssel, andere Parameter: der eine Datensatz wurde aktualisiert (HTTP %1), kein zweiter Datensatz</translation>
    </message>
    <message>
        <source>run the six acceptance cases (against the sandbox or configured targets) and write reports</source>
        <translation>die sechs Abnahmefälle ausführen (gegen die Sandbox oder konfigurierte Ziele) und Berichte schreiben</translation>
    </message>
    <message>
        <source>Serve only the emulated provider APIs, without the admin API (faults, clock, effect counts): a stand-in for the real providers.</source>
        <translation>Nur die nachgebildeten Anbieter-APIs bereitstellen, ohne Admin-API (Fehler, Uhr, Wirkungszähler): ein Ersatz für die echten Anbieter.</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>probe %1: %2</source>
        <translation>Prüfung %1: %2</translation>
    </message>
    <message>
        <source>the %1 cases that ran passed; %2 need the sandbox and were not run</source>
        <translation>die %1 ausgeführten Fälle bestanden; %2 brauchen die Sandbox und wurden nicht ausgeführt</translation>
    </message>
    <message>
        <source>not sound: %1</source>
        <translation>nicht in Ordnung: %1</translation>
    </message>
    <message>
        <source>the ledger cannot be trusted: %1</source>
        <translation>dem Ledger ist nicht zu trauen: %1</translation>
    </message>
    <message>
        <source>check the file, the append-only guards and the hash chain, and name what is wrong</source>
        <translation>Datei, Anhängeschutz und Hash-Kette prüfen und benennen, was nicht stimmt</translation>
    </message>
    <message>
        <source>write the chain&apos;s head, signed (Ed25519), to keep elsewhere for verify --checkpoint</source>
        <translation>den Kopf der Kette signiert (Ed25519) schreiben, um ihn andernorts für verify --checkpoint aufzubewahren</translation>
    </message>
    <message>
        <source>The Ed25519 private key (PEM) that signs; made, readable by you only, if the file does not exist yet. Keep it away from the ledger&apos;s machine if you can.</source>
        <translation>Der private Ed25519-Schlüssel (PEM), der signiert; wird angelegt (nur für Sie lesbar), wenn die Datei noch nicht existiert. Bewahren Sie ihn nach Möglichkeit nicht auf dem Rechner des Ledgers auf.</translation>
    </message>
    <message>
        <source>Where to write the checkpoint (JSON). Keep a copy elsewhere.</source>
        <translation>Wohin der Prüfpunkt geschrieben wird (JSON). Bewahren Sie eine Kopie andernorts auf.</translation>
    </message>
    <message>
        <source>checkpoint needs --key FILE and --out FILE</source>
        <translation>checkpoint braucht --key DATEI und --out DATEI</translation>
    </message>
    <message>
        <source>no checkpoint written: the ledger does not verify: %1</source>
        <translation>kein Prüfpunkt geschrieben: das Ledger besteht die Prüfung nicht: %1</translation>
    </message>
    <message>
        <source>cannot write the new key %1: %2</source>
        <translation>der neue Schlüssel %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>made a new signing key %1 (its public key: %1.pub)</source>
        <translation>neuer Signaturschlüssel %1 angelegt (sein öffentlicher Schlüssel: %1.pub)</translation>
    </message>
    <message>
        <source>%1 is not an Ed25519 private key in PEM</source>
        <translation>%1 ist kein privater Ed25519-Schlüssel im PEM-Format</translation>
    </message>
    <message>
        <source>checkpoint of entry %1 (hash %2) written to %3</source>
        <translation>Prüfpunkt von Eintrag %1 (Hash %2) nach %3 geschrieben</translation>
    </message>
    <message>
        <source>Also prove the ledger still holds this checkpoint&apos;s entry unchanged.</source>
        <translation>Auch nachweisen, dass das Ledger den Eintrag dieses Prüfpunkts unverändert enthält.</translation>
    </message>
    <message>
        <source>The public key (PEM) the checkpoint must be signed with (default: the one it carries).</source>
        <translation>Der öffentliche Schlüssel (PEM), mit dem der Prüfpunkt signiert sein muss (Vorgabe: der mitgelieferte).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s signature does not match: it was altered, or signed by another key</source>
        <translation>die Signatur des Prüfpunkts passt nicht: er wurde verändert oder mit einem anderen Schlüssel signiert</translation>
    </message>
    <message>
        <source>the ledger ends at entry %1, before the checkpoint&apos;s entry %2 of %3: entries were removed</source>
        <translation>das Ledger endet bei Eintrag %1, vor dem Eintrag %2 des Prüfpunkts vom %3: Einträge wurden entfernt</translation>
    </message>
    <message>
        <source>entry %1 is not the one checkpointed at %2: the chain was rewritten up to there</source>
        <translation>Eintrag %1 ist nicht der am %2 festgehaltene: die Kette wurde bis dorthin neu geschrieben</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged</source>
        <translation>; der Prüfpunkt von Eintrag %1 (%2) ist unverändert enthalten</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged (its signature checked against the key it carries; pass --public-key to check it against yours)</source>
        <translation>; der Prüfpunkt von Eintrag %1 (%2) ist unverändert enthalten (Signatur gegen den mitgelieferten Schlüssel geprüft; mit --public-key gegen Ihren prüfen)</translation>
    </message>
    <message>
        <source>the checkpoint file is written, but the ledger could not note it: %1</source>
        <translation>die Prüfpunktdatei ist geschrieben, aber das Journal konnte sie nicht vermerken: %1</translation>
    </message>
    <message numerus="yes">
        <source>lookup by reference: %n record(s), visible after %1 ms (declared settle_ms %2)</source>
        <translation>
            <numerusform>Suche nach Referenz: %n Datensatz, sichtbar nach %1 ms (angegeben settle_ms %2)</numerusform>
            <numerusform>Suche nach Referenz: %n Datensätze, sichtbar nach %1 ms (angegeben settle_ms %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>What this process does: intake (answers webhooks, never calls a target), runner (works steps; HTTP only for /healthz and /metrics, and only with --listen) or all (default).</source>
        <translation>Was dieser Prozess tut: intake (beantwortet Webhooks, ruft nie ein Ziel auf), runner (bearbeitet Schritte; HTTP nur für /healthz und /metrics, und nur mit --listen) oder all (Vorgabe).</translation>
    </message>
    <message>
        <source>ROLE</source>
        <translation>ROLLE</translation>
    </message>
    <message>
        <source>The same as --role runner.</source>
        <translation>Dasselbe wie --role runner.</translation>
    </message>
    <message>
        <source>How often the runner looks for work (default 200; 1000 on PostgreSQL, where new work wakes it).</source>
        <translation>Wie oft der Runner nach Arbeit sucht (Vorgabe 200; 1000 auf PostgreSQL, wo neue Arbeit ihn weckt).</translation>
    </message>
    <message>
        <source>--no-intake and --role %1 contradict each other</source>
        <translation>--no-intake und --role %1 widersprechen sich</translation>
    </message>
    <message>
        <source>--role needs intake, runner or all</source>
        <translation>--role braucht intake, runner oder all</translation>
    </message>
    <message>
        <source>health and metrics on http://%1:%2</source>
        <translation>Zustand und Kennzahlen auf http://%1:%2</translation>
    </message>
    <message>
        <source>serving as intake only (role intake): no target is called from this process; a runner process works the steps</source>
        <translation>nur Annahme (Rolle intake): dieser Prozess ruft kein Ziel auf; ein Runner-Prozess bearbeitet die Schritte</translation>
    </message>
    <message>
        <source>this ledger&apos;s checkpoints are signed with the key pinned at its first checkpoint (fingerprint %1); %2 is another key (fingerprint %3): sign with the pinned key</source>
        <translation>Die Prüfpunkte dieses Journals werden mit dem Schlüssel signiert, der beim ersten Prüfpunkt festgelegt wurde (Fingerabdruck %1); %2 ist ein anderer Schlüssel (Fingerabdruck %3): Signieren Sie mit dem festgelegten Schlüssel</translation>
    </message>
    <message>
        <source>%1 is not an Ed25519 public key in PEM</source>
        <translation>%1 ist kein öffentlicher Ed25519-Schlüssel im PEM-Format</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s signature does not match the key pinned in the ledger at its first checkpoint (fingerprint %1): it was altered, or signed by another key</source>
        <translation>Die Signatur des Prüfpunkts passt nicht zu dem Schlüssel, der im Journal beim ersten Prüfpunkt festgelegt wurde (Fingerabdruck %1): Er wurde verändert oder mit einem anderen Schlüssel signiert</translation>
    </message>
    <message>
        <source>; the checkpoint of entry %1 (%2) is held unchanged (signed with the key pinned at the ledger&apos;s first checkpoint, fingerprint %3)</source>
        <translation>; der Prüfpunkt von Eintrag %1 (%2) ist unverändert enthalten (signiert mit dem beim ersten Prüfpunkt des Journals festgelegten Schlüssel, Fingerabdruck %3)</translation>
    </message>
    <message>
        <source>Free space on a ledger file&apos;s disk that intake leaves to the runner: below it, deliveries are answered 503 (default 32; 0: none).</source>
        <translation>Freier Platz auf dem Datenträger einer Journal-Datei, den die Annahme dem Runner überlässt: darunter werden Zustellungen mit 503 beantwortet (Vorgabe 32; 0: keiner).</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>--disk-reserve-mb needs a whole number of megabytes ≥ 0</source>
        <translation>--disk-reserve-mb braucht eine ganze Zahl von Megabytes ≥ 0</translation>
    </message>
    <message>
        <source>the ledger %1 holds no configuration yet (serve and init --config record theirs); pass --config FILE</source>
        <translation>das Journal %1 enthält noch keine Konfiguration (serve und init --config zeichnen ihre auf); geben Sie --config DATEI an</translation>
    </message>
    <message>
        <source>the configuration recorded in the ledger cannot be read: %1</source>
        <translation>die im Journal aufgezeichnete Konfiguration ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>Record these targets and flows in the ledger: decide and the console then use them.</source>
        <translation>Diese Ziele und Abläufe im Journal aufzeichnen: decide und die Konsole verwenden sie dann.</translation>
    </message>
    <message>
        <source>configuration recorded in the ledger (fingerprint %1)</source>
        <translation>Konfiguration im Journal aufgezeichnet (Fingerabdruck %1)</translation>
    </message>
    <message>
        <source>cannot record the configuration in the ledger: %1</source>
        <translation>die Konfiguration lässt sich nicht im Journal aufzeichnen: %1</translation>
    </message>
    <message>
        <source>Targets: reconcile, adopt and confirm-not-executed look the step up there first (default: the configuration the ledger recorded; a target at another address than the step was sent to is refused).</source>
        <translation>Ziele: reconcile, adopt und confirm-not-executed sehen den Schritt zuerst dort nach (Vorgabe: die im Journal aufgezeichnete Konfiguration; ein Ziel an einer anderen Adresse als der, an die der Schritt ging, wird abgelehnt).</translation>
    </message>
    <message numerus="yes">
        <source>operations held longer than %n minute(s) are reported to %1</source>
        <translation>
            <numerusform>Vorgänge, die länger als %n Minute angehalten sind, werden an %1 gemeldet</numerusform>
            <numerusform>Vorgänge, die länger als %n Minuten angehalten sind, werden an %1 gemeldet</numerusform>
        </translation>
    </message>
    <message>
        <source>the logins of a PostgreSQL ledger and their roles: init, add, list, remove, whoami</source>
        <translation>die Logins eines PostgreSQL-Journals und ihre Rollen: init, add, list, remove, whoami</translation>
    </message>
    <message>
        <source>Who decides (recorded). On a team ledger the signed-in login decides: leave it out, or give its display name.</source>
        <translation>Wer entscheidet (wird eingetragen). In einem Team-Journal entscheidet das angemeldete Login: weglassen oder seinen Anzeigenamen angeben.</translation>
    </message>
    <message>
        <source>init (run once by the database owner) | add | list | remove | whoami</source>
        <translation>init (einmal vom Eigentümer der Datenbank) | add | list | remove | whoami</translation>
    </message>
    <message>
        <source>add, remove: the database login.</source>
        <translation>add, remove: das Login der Datenbank.</translation>
    </message>
    <message>
        <source>add: service | reviewer | approver | auditor.</source>
        <translation>add: service | reviewer | approver | auditor.</translation>
    </message>
    <message>
        <source>add: the name recorded with the login&apos;s decisions (default: the login).</source>
        <translation>add: der Name, der bei den Entscheidungen des Logins eingetragen wird (Vorgabe: das Login).</translation>
    </message>
    <message>
        <source>team add needs --login</source>
        <translation>team add braucht --login</translation>
    </message>
    <message>
        <source>team add needs --role service, reviewer, approver or auditor</source>
        <translation>team add braucht --role service, reviewer, approver oder auditor</translation>
    </message>
    <message>
        <source>team remove needs --login</source>
        <translation>team remove braucht --login</translation>
    </message>
    <message>
        <source>unknown team action &apos;%1&apos;</source>
        <translation>unbekannte Team-Aktion &apos;%1&apos;</translation>
    </message>
    <message>
        <source>team roles ready: runledger_service, runledger_reviewer, runledger_approver, runledger_auditor</source>
        <translation>Team-Rollen bereit: runledger_service, runledger_reviewer, runledger_approver, runledger_auditor</translation>
    </message>
    <message>
        <source>%1 is now %2 on this ledger</source>
        <translation>%1 ist jetzt %2 in diesem Journal</translation>
    </message>
    <message>
        <source>%1 is no longer on this ledger&apos;s team (its decisions stay)</source>
        <translation>%1 gehört nicht mehr zum Team dieses Journals (seine Entscheidungen bleiben)</translation>
    </message>
    <message>
        <source>login %1; this ledger has no team: decisions record the name given</source>
        <translation>Login %1; dieses Journal hat kein Team: Entscheidungen tragen den angegebenen Namen ein</translation>
    </message>
    <message>
        <source>login %1, not on this ledger&apos;s team</source>
        <translation>Login %1, nicht im Team dieses Journals</translation>
    </message>
    <message>
        <source>%1 (login %2), %3</source>
        <translation>%1 (Login %2), %3</translation>
    </message>
    <message>
        <source>no team yet: decisions record the name given (runledgerctl team add)</source>
        <translation>noch kein Team: Entscheidungen tragen den angegebenen Namen ein (runledgerctl team add)</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(entfernt)</translation>
    </message>
    <message>
        <source>export every decision with its login, role, rationale and evidence, the chain&apos;s state and last checkpoint</source>
        <translation>jede Entscheidung mit Login, Rolle, Begründung und Beleg exportieren, dazu den Zustand der Kette und den letzten Prüfpunkt</translation>
    </message>
    <message>
        <source>First day (or moment, ISO 8601, UTC) of decisions to include.</source>
        <translation>Erster Tag (oder Zeitpunkt, ISO 8601, UTC) der einzuschließenden Entscheidungen.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>DATUM</translation>
    </message>
    <message>
        <source>Last day (or moment) of decisions to include.</source>
        <translation>Letzter Tag (oder Zeitpunkt) der einzuschließenden Entscheidungen.</translation>
    </message>
    <message>
        <source>--from and --to take a date (2026-12-01) or a moment (2026-12-01T09:30:00Z)</source>
        <translation>--from und --to nehmen ein Datum (2026-12-01) oder einen Zeitpunkt (2026-12-01T09:30:00Z)</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) exported to %1</source>
        <translation>
            <numerusform>%n Entscheidung nach %1 exportiert</numerusform>
            <numerusform>%n Entscheidungen nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>the chain is broken: %1</source>
        <translation>die Kette ist gebrochen: %1</translation>
    </message>
    <message>
        <source>countersigning %1&apos;s request: %2</source>
        <translation>Antrag von %1 wird gegengezeichnet: %2</translation>
    </message>
    <message>
        <source>recorded as request #%1: %2</source>
        <translation>als Antrag #%1 erfasst: %2</translation>
    </message>
    <message>
        <source>e-mails delivered, delayed, bounced, failed or suppressed: %1, %2, %3, %4</source>
        <translation>E-Mails zugestellt, verzögert, unzustellbar, fehlgeschlagen oder unterdrückt: %1, %2, %3, %4</translation>
    </message>
    <message>
        <source>Runledger audit export</source>
        <translation>Runledger-Prüfexport</translation>
    </message>
    <message>
        <source>Ledger: %1</source>
        <translation>Journal: %1</translation>
    </message>
    <message>
        <source>Period: %1 to %2</source>
        <translation>Zeitraum: %1 bis %2</translation>
    </message>
    <message>
        <source>the first decision</source>
        <translation>erste Entscheidung</translation>
    </message>
    <message>
        <source>the last decision</source>
        <translation>letzte Entscheidung</translation>
    </message>
    <message>
        <source>Exported at %1</source>
        <translation>Exportiert am %1</translation>
    </message>
    <message>
        <source>Last anchored checkpoint: none</source>
        <translation>Letzter verankerter Prüfpunkt: keiner</translation>
    </message>
    <message>
        <source>Last anchored checkpoint: entry %1, hash %2, at %3</source>
        <translation>Letzter verankerter Prüfpunkt: Eintrag %1, Hash %2, am %3</translation>
    </message>
    <message>
        <source>The decision chain verifies: %1 entries, head %2</source>
        <translation>Die Entscheidungskette ist geprüft: %1 Einträge, Kopf %2</translation>
    </message>
    <message>
        <source>The decision chain is BROKEN: %1</source>
        <translation>Die Entscheidungskette ist GEBROCHEN: %1</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Decided at (UTC)</source>
        <translation>Entschieden am (UTC)</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Operation, step</source>
        <translation>Operation, Schritt</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Countersigned by</source>
        <translation>Gegengezeichnet von</translation>
    </message>
    <message>
        <source>%1 (requested)</source>
        <translation>%1 (beantragt)</translation>
    </message>
    <message>
        <source>every decision</source>
        <translation>alle Entscheidungen</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Machine-readable twin of this export</source>
        <translation>Maschinenlesbares Gegenstück dieses Exports</translation>
    </message>
    <message>
        <source>The export: FILE.csv, FILE.json or FILE.pdf (a document to sign, its JSON attached).</source>
        <translation>Der Export: DATEI.csv, DATEI.json oder DATEI.pdf (ein Dokument zum Unterschreiben, sein JSON angehängt).</translation>
    </message>
    <message>
        <source>audit needs --out FILE.csv, FILE.json or FILE.pdf</source>
        <translation>audit braucht --out DATEI.csv, DATEI.json oder DATEI.pdf</translation>
    </message>
    <message>
        <source>cannot lay the PDF out: %1</source>
        <translation>das PDF kann nicht gesetzt werden: %1</translation>
    </message>
    <message>
        <source>the targets&apos; last probes could not be read: %1</source>
        <translation>die letzten Prüfungen der Ziele konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Points in Shopify&apos;s cost bucket (default 2000).</source>
        <translation>Punkte in Shopifys Kosten-Bucket (Standard 2000).</translation>
    </message>
    <message>
        <source>Points Shopify&apos;s cost bucket restores per second (default 100).</source>
        <translation>Punkte, die Shopifys Kosten-Bucket je Sekunde wiederherstellt (Standard 100).</translation>
    </message>
    <message>
        <source>--shopify-bucket needs a number of at least 1 and --shopify-restore-rate one above 0</source>
        <translation>--shopify-bucket braucht eine Zahl von mindestens 1 und --shopify-restore-rate eine über 0</translation>
    </message>
    <message>
        <source>Run the six cases on the flow &quot;order, voucher, e-mail with its code&quot;: the voucher is the first step (the sandbox&apos;s Stripe emulation, or the configuration&apos;s first voucher target).</source>
        <translation>Die sechs Fälle auf dem Flow &quot;Bestellung, Gutschein, E-Mail mit seinem Code&quot; ausführen: Der Gutschein ist der erste Schritt (die Stripe-Emulation der Sandbox oder das erste Gutscheinziel der Konfiguration).</translation>
    </message>
    <message>
        <source>vouchers created: %1, each once</source>
        <translation>angelegte Gutscheine: %1, jeder einmal</translation>
    </message>
    <message>
        <source>vouchers created: %1, some code more than once</source>
        <translation>angelegte Gutscheine: %1, ein Code mehr als einmal</translation>
    </message>
    <message>
        <source>the same code again: refused as taken, no second voucher</source>
        <translation>derselbe Code noch einmal: als vergeben abgelehnt, kein zweiter Gutschein</translation>
    </message>
    <message>
        <source>canary codes removed again: %1</source>
        <translation>Test-Codes wieder entfernt: %1</translation>
    </message>
    <message>
        <source>clock: this machine&apos;s clock is %1; the ledger&apos;s clock decides, and nothing is resent nor called not executed from here until it is right</source>
        <translation>Uhr: Die Uhr dieses Rechners geht %1; die Uhr des Ledgers entscheidet, und von hier wird nichts erneut gesendet oder als nicht ausgeführt erklärt, bis sie stimmt</translation>
    </message>
    <message>
        <source>clock: this machine&apos;s clock agrees with the ledger database&apos;s again (%1)</source>
        <translation>Uhr: Die Uhr dieses Rechners stimmt wieder mit der der Ledger-Datenbank überein (%1)</translation>
    </message>
    <message>
        <source>this ledger was restored at %1 from a backup taken at %2: %3 steps were rechecked, and until %4 every step is looked up at its target before its first attempt</source>
        <translation>dieser Ledger wurde am %1 aus einer Sicherung vom %2 wiederhergestellt: %3 Schritte wurden neu geprüft, und bis %4 wird jeder Schritt vor seinem ersten Versuch bei seinem Ziel nachgeschlagen</translation>
    </message>
    <message>
        <source>copy the ledger while it is in use (SQLite&apos;s online backup; pg_dump on a snapshot), marked as a backup</source>
        <translation>den Ledger im laufenden Betrieb kopieren (Online-Sicherung von SQLite; pg_dump auf einem Snapshot), als Sicherung gekennzeichnet</translation>
    </message>
    <message>
        <source>put a backup back in service: steps it caught in flight are looked up before anything is sent</source>
        <translation>eine Sicherung wieder in Betrieb nehmen: Schritte, die sie mitten in der Ausführung erfasst hat, werden nachgeschlagen, bevor etwas gesendet wird</translation>
    </message>
    <message>
        <source>restored:                   %1</source>
        <translation>wiederhergestellt:          %1</translation>
    </message>
    <message>
        <source>clock:                      this machine&apos;s clock is %1</source>
        <translation>Uhr:                        die Uhr dieses Rechners geht %1</translation>
    </message>
    <message>
        <source>restored at %1 from a backup taken at %2; %3 steps were rechecked</source>
        <translation>am %1 aus einer Sicherung vom %2 wiederhergestellt; %3 Schritte wurden neu geprüft</translation>
    </message>
    <message>
        <source>; until %1 every step is looked up at its target before its first attempt</source>
        <translation>; bis %1 wird jeder Schritt vor seinem ersten Versuch bei seinem Ziel nachgeschlagen</translation>
    </message>
    <message>
        <source>The backup file to write (it must not exist). SQLite: a ledger file; PostgreSQL: a psql script made by pg_dump.</source>
        <translation>Die zu schreibende Sicherungsdatei (sie darf nicht existieren). SQLite: eine Ledger-Datei; PostgreSQL: ein psql-Skript von pg_dump.</translation>
    </message>
    <message>
        <source>backup needs --out FILE</source>
        <translation>backup braucht --out DATEI</translation>
    </message>
    <message>
        <source>%1 exists already; a backup is never written over a file</source>
        <translation>%1 existiert bereits; eine Sicherung überschreibt nie eine Datei</translation>
    </message>
    <message>
        <source>the backup %1 cannot be opened: %2</source>
        <translation>die Sicherung %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>the backup %1 does not verify: %2</source>
        <translation>die Sicherung %1 besteht die Prüfung nicht: %2</translation>
    </message>
    <message>
        <source>pg_dump is not installed (Debian package postgresql-client)</source>
        <translation>pg_dump ist nicht installiert (Debian-Paket postgresql-client)</translation>
    </message>
    <message>
        <source>pg_dump failed (exit code %1); nothing was kept</source>
        <translation>pg_dump ist fehlgeschlagen (Exit-Code %1); nichts wurde behalten</translation>
    </message>
    <message>
        <source>backup of %1 as of %2 written to %3 (decision chain at entry %4, %5)</source>
        <translation>Sicherung von %1 mit Stand %2 nach %3 geschrieben (Entscheidungskette bei Eintrag %4, %5)</translation>
    </message>
    <message>
        <source>The backup to restore (made by runledgerctl backup).</source>
        <translation>Die wiederherzustellende Sicherung (von runledgerctl backup).</translation>
    </message>
    <message>
        <source>restore needs --from FILE and --ledger PATH (a file that does not exist yet, or an empty PostgreSQL database)</source>
        <translation>restore braucht --from DATEI und --ledger PFAD (eine noch nicht vorhandene Datei oder eine leere PostgreSQL-Datenbank)</translation>
    </message>
    <message>
        <source>no backup at %1</source>
        <translation>keine Sicherung unter %1</translation>
    </message>
    <message>
        <source>%1 exists; restore writes a new file only (move the old ledger and its -wal and -shm files aside first)</source>
        <translation>%1 existiert; restore schreibt nur eine neue Datei (den alten Ledger und seine -wal- und -shm-Dateien zuerst beiseitelegen)</translation>
    </message>
    <message>
        <source>%1 is not a backup of a ledger: %2</source>
        <translation>%1 ist keine Sicherung eines Ledgers: %2</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3</source>
        <translation>%1 lässt sich nicht nach %2 kopieren: %3</translation>
    </message>
    <message>
        <source>%1 holds a ledger already; restore into a new, empty database</source>
        <translation>%1 enthält bereits einen Ledger; stellen Sie in eine neue, leere Datenbank wieder her</translation>
    </message>
    <message>
        <source>psql is not installed (Debian package postgresql-client)</source>
        <translation>psql ist nicht installiert (Debian-Paket postgresql-client)</translation>
    </message>
    <message>
        <source>psql could not load %1 (exit code %2); nothing was restored</source>
        <translation>psql konnte %1 nicht laden (Exit-Code %2); nichts wurde wiederhergestellt</translation>
    </message>
    <message>
        <source>%1 holds no backup marker: it was not made by runledgerctl backup</source>
        <translation>%1 trägt keine Sicherungsmarke: es wurde nicht mit runledgerctl backup erstellt</translation>
    </message>
    <message numerus="yes">
        <source>the restored ledger verifies: %n decision(s), head %1</source>
        <translation>
            <numerusform>der wiederhergestellte Ledger besteht die Prüfung: %n Entscheidung, Kopf %1</numerusform>
            <numerusform>der wiederhergestellte Ledger besteht die Prüfung: %n Entscheidungen, Kopf %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the restored ledger does not verify: %1</source>
        <translation>der wiederhergestellte Ledger besteht die Prüfung nicht: %1</translation>
    </message>
    <message>
        <source>e-mails marked as spam:     %1 (delivered, and counted there too)</source>
        <translation>als Spam markierte E-Mails: %1 (zugestellt, und dort mitgezählt)</translation>
    </message>
    <message>
        <source>  looking at it: %1 since %2 (until %3)</source>
        <translation>  sieht es sich an: %1 seit %2 (bis %3)</translation>
    </message>
    <message>
        <source>    held by %1 until %2</source>
        <translation>    gehalten von %1 bis %2</translation>
    </message>
    <message>
        <source>  e-mail of step %1: %2%3</source>
        <translation>  E-Mail von Schritt %1: %2%3</translation>
    </message>
    <message>
        <source>%1 (login %2)</source>
        <translation>%1 (Login %2)</translation>
    </message>
    <message>
        <source>intake on port %1, %2</source>
        <translation>Annahme auf Port %1, %2</translation>
    </message>
    <message>
        <source>runner started</source>
        <translation>Runner gestartet</translation>
    </message>
    <message>
        <source>no runner</source>
        <translation>kein Runner</translation>
    </message>
    <message>
        <source>accepted by the mail service</source>
        <translation>vom Mail-Dienst angenommen</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>nicht gesendet</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>verzögert</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>zugestellt</translation>
    </message>
    <message>
        <source>delivered, then marked as spam</source>
        <translation>zugestellt, dann als Spam markiert</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>unzustellbar</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>unterdrückt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>the sandbox is the program runledger-sandbox, which is not installed next to runledgerctl or on the PATH (Debian: it comes with the runledger package)</source>
        <translation>die Sandbox ist das Programm runledger-sandbox, das weder neben runledgerctl noch im PATH installiert ist (Debian: es gehört zum Paket runledger)</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 lässt sich nicht starten: %2</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Siehe &apos;%1 --help&apos;.</translation>
    </message>
    <message>
        <source>Say only where it listens, not every request.</source>
        <translation>Nur sagen, wo sie lauscht, nicht jede Anfrage.</translation>
    </message>
    <message>
        <source>Run against the first crm and mail targets of this configuration (default: the built-in sandbox, runledger-sandbox). With the sandbox admin API all six cases run; against real targets the four that need no fault, plus the probe.</source>
        <translation>Gegen das erste CRM- und Mail-Ziel dieser Konfiguration laufen (Standard: die eingebaute Sandbox, runledger-sandbox). Mit der Admin-API der Sandbox laufen alle sechs Fälle; gegen echte Ziele die vier, die keinen Fehler brauchen, und die Prüfung.</translation>
    </message>
    <message>
        <source>erase one customer&apos;s personal data from every operation (recorded in the chain, which still verifies)</source>
        <translation>die personenbezogenen Daten eines Kunden aus allen Vorgängen löschen (in der Kette eingetragen, die weiter prüfbar bleibt)</translation>
    </message>
    <message>
        <source>export everything the ledger holds on one customer, for an access request</source>
        <translation>alles exportieren, was das Journal über einen Kunden enthält, für ein Auskunftsersuchen</translation>
    </message>
    <message>
        <source>personal data removed:      %1 rows, %2 bytes (retention and erasures)</source>
        <translation>entfernte personenbezogene Daten: %1 Zeilen, %2 Bytes (Aufbewahrung und Löschungen)</translation>
    </message>
    <message>
        <source>The customer: an e-mail address, or a Shopify customer id (123 or gid://shopify/Customer/123) with --shop.</source>
        <translation>Der Kunde: eine E-Mail-Adresse oder eine Shopify-Kunden-ID (123 oder gid://shopify/Customer/123) mit --shop.</translation>
    </message>
    <message>
        <source>EMAIL|ID</source>
        <translation>E-MAIL|ID</translation>
    </message>
    <message>
        <source>The shop of a Shopify customer id (example.myshopify.com).</source>
        <translation>Der Shop einer Shopify-Kunden-ID (example.myshopify.com).</translation>
    </message>
    <message>
        <source>DOMAIN</source>
        <translation>DOMAIN</translation>
    </message>
    <message>
        <source>--customer EMAIL, or --customer ID --shop DOMAIN, is required</source>
        <translation>--customer E-MAIL oder --customer ID --shop DOMAIN ist nötig</translation>
    </message>
    <message>
        <source>--customer is neither an e-mail address nor a Shopify customer id with --shop DOMAIN</source>
        <translation>--customer ist weder eine E-Mail-Adresse noch eine Shopify-Kunden-ID mit --shop DOMAIN</translation>
    </message>
    <message>
        <source>Who erases (recorded). On a team ledger the signed-in login erases: leave it out, or give its display name.</source>
        <translation>Wer löscht (eingetragen). In einem Team-Journal löscht die angemeldete Anmeldung: weglassen oder ihren Anzeigenamen angeben.</translation>
    </message>
    <message>
        <source>Why (recorded forever): the request&apos;s ticket or order number, never the customer&apos;s address.</source>
        <translation>Warum (für immer eingetragen): die Ticket- oder Bestellnummer des Antrags, nie die Adresse des Kunden.</translation>
    </message>
    <message>
        <source>Only show the operations that hold the customer&apos;s data; erase nothing.</source>
        <translation>Nur die Vorgänge mit Daten des Kunden zeigen; nichts löschen.</translation>
    </message>
    <message>
        <source>--rationale is required: every erasure names a person and a reason</source>
        <translation>--rationale ist nötig: jede Löschung nennt eine Person und einen Grund</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) hold this customer&apos;s data</source>
        <translation>
            <numerusform>%n Vorgang und %1 Ereignis(se) enthalten Daten dieses Kunden</numerusform>
            <numerusform>%n Vorgänge und %1 Ereignis(se) enthalten Daten dieses Kunden</numerusform>
        </translation>
    </message>
    <message>
        <source>  (unresolved)</source>
        <translation>  (ungeklärt)</translation>
    </message>
    <message>
        <source>erased: %1 rows (%2 bytes) of personal data; chain entry %3</source>
        <translation>gelöscht: %1 Zeilen (%2 Bytes) personenbezogener Daten; Ketteneintrag %3</translation>
    </message>
    <message>
        <source>note: the write-ahead log could not be cut back now (another connection reads); it is at the next checkpoint</source>
        <translation>Hinweis: das Write-Ahead-Log ließ sich jetzt nicht kürzen (eine andere Verbindung liest); das geschieht beim nächsten Checkpoint</translation>
    </message>
    <message>
        <source>%1 exists already; an export is never written over a file</source>
        <translation>%1 existiert bereits; ein Export überschreibt nie eine Datei</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) exported to %2</source>
        <translation>
            <numerusform>%n Vorgang und %1 Ereignis(se) exportiert nach %2</numerusform>
            <numerusform>%n Vorgänge und %1 Ereignis(se) exportiert nach %2</numerusform>
        </translation>
    </message>
    <message>
        <source>What Runledger holds on one customer</source>
        <translation>Was Runledger über einen Kunden enthält</translation>
    </message>
    <message>
        <source>Exported at %1. Every operation whose event names the customer, with its steps, content, the targets&apos; answers and the decisions about it; then each event as it was received.</source>
        <translation>Exportiert am %1. Jeder Vorgang, dessen Ereignis den Kunden nennt, mit seinen Schritten, Inhalten, den Antworten der Ziele und den Entscheidungen dazu; danach jedes Ereignis, wie es empfangen wurde.</translation>
    </message>
    <message>
        <source>Operation %1</source>
        <translation>Vorgang %1</translation>
    </message>
    <message>
        <source>State: %1, created %2</source>
        <translation>Zustand: %1, angelegt %2</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Kind and target</source>
        <translation>Art und Ziel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Target&apos;s record</source>
        <translation>Datensatz des Ziels</translation>
    </message>
    <message>
        <source>Step %1, content version %2 (%3)</source>
        <translation>Schritt %1, Inhaltsversion %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2 decided %3: %4</source>
        <translation>%1 %2 entschied %3: %4</translation>
    </message>
    <message>
        <source>Events as received</source>
        <translation>Ereignisse, wie empfangen</translation>
    </message>
    <message>
        <source>Runledger access export</source>
        <translation>Runledger-Auskunftsexport</translation>
    </message>
    <message>
        <source>The export to write, FILE.json or FILE.pdf (a document, its JSON attached); it must not exist, and is readable by you only.</source>
        <translation>Der zu schreibende Export, DATEI.json oder DATEI.pdf (ein Dokument, das JSON angehängt); darf nicht existieren und ist nur für Sie lesbar.</translation>
    </message>
    <message>
        <source>subject-export needs --out FILE.json or FILE.pdf</source>
        <translation>subject-export braucht --out DATEI.json oder DATEI.pdf</translation>
    </message>
    <message>
        <source>Connections held open at once, long polls included (default %1; never more than the process&apos;s file descriptor limit leaves room for).</source>
        <translation>Gleichzeitig offene Verbindungen, lange Abfragen eingeschlossen (Standard %1; nie mehr, als das Dateideskriptor-Limit des Prozesses zulässt).</translation>
    </message>
    <message>
        <source>--max-connections needs a whole number from 16</source>
        <translation>--max-connections braucht eine ganze Zahl ab 16</translation>
    </message>
    <message>
        <source>intake listening on http://%1:%2 (at most %3 connections)</source>
        <translation>Annahme lauscht auf http://%1:%2 (höchstens %3 Verbindungen)</translation>
    </message>
    <message>
        <source>callers told when their operations rest: %1</source>
        <translation>Aufrufer, die erfahren, wann ihre Vorgänge ruhen: %1</translation>
    </message>
    <message>
        <source>Migrate a ledger of an older schema before serving (otherwise serve refuses it, as status does; take a backup first).</source>
        <translation>Ein Journal mit älterem Schema vor dem Start migrieren (sonst lehnt serve es ab, wie status; vorher eine Sicherung anlegen).</translation>
    </message>
    <message>
        <source>caller %1: %2</source>
        <translation>Aufrufer %1: %2</translation>
    </message>
    <message>
        <source>Connections one client address may hold open, and requests one client may have in flight (default %1).</source>
        <translation>Verbindungen, die eine Client-Adresse offen halten darf, und Anfragen, die ein Client gleichzeitig offen haben darf (Standard %1).</translation>
    </message>
    <message>
        <source>A proxy in front of serve (repeatable): its connections are not limited per address, its clients are, by the last address its X-Forwarded-For names (default: none).</source>
        <translation>Ein Proxy vor serve (wiederholbar): seine Verbindungen werden nicht je Adresse begrenzt, seine Clients schon, nach der letzten Adresse in X-Forwarded-For (Standard: keiner).</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADRESSE</translation>
    </message>
    <message>
        <source>--max-per-client needs a whole number ≥ 1</source>
        <translation>--max-per-client braucht eine ganze Zahl ≥ 1</translation>
    </message>
    <message>
        <source>--trusted-proxy needs an IP address, not %1</source>
        <translation>--trusted-proxy braucht eine IP-Adresse, nicht %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s)</source>
        <translation>
            <numerusform>%n Vorgang</numerusform>
            <numerusform>%n Vorgänge</numerusform>
        </translation>
    </message>
    <message>
        <source>Who signs the reports: named as the signer on their cover. The run&apos;s own decisions are recorded as Runledger&apos;s automated acceptance run, never under this name.</source>
        <translation>Wer die Berichte unterschreibt: auf ihrem Deckblatt als Unterzeichner genannt. Die Entscheidungen des Laufs selbst werden als automatischer Abnahmetest von Runledger erfasst, nie unter diesem Namen.</translation>
    </message>
    <message>
        <source>kept the ledger at %1, marked read-only: it is the record the reports&apos; head hash names</source>
        <translation>Ledger unter %1 behalten und schreibgeschützt markiert: Er ist der Nachweis, dessen Kopf-Hash die Berichte nennen</translation>
    </message>
    <message>
        <source>could not mark the kept ledger %1 read-only</source>
        <translation>der behaltene Ledger %1 konnte nicht schreibgeschützt markiert werden</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>The PostgreSQL driver for Qt is not installed (Debian package libqt6sql6-psql).</source>
        <translation>Der PostgreSQL-Treiber für Qt ist nicht installiert (Debian-Paket libqt6sql6-psql).</translation>
    </message>
    <message>
        <source>No ledger at %1. Create one with: runledgerctl init --ledger %1</source>
        <translation>Kein Journal unter %1. Anlegen mit: runledgerctl init --ledger %1</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 ist keine Datei.</translation>
    </message>
    <message>
        <source>The ledger %1 is read-only; it can be read but not changed.</source>
        <translation>Das Journal %1 ist schreibgeschützt; es kann gelesen, aber nicht geändert werden.</translation>
    </message>
    <message>
        <source>Cannot open the ledger %1: %2</source>
        <translation>Das Journal %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>The ledger %1 is locked by another program; try again when it has finished.</source>
        <translation>Das Journal %1 ist von einem anderen Programm gesperrt; versuchen Sie es erneut, wenn es fertig ist.</translation>
    </message>
    <message>
        <source>The ledger %1 cannot be written (read-only file or folder).</source>
        <translation>In das Journal %1 kann nicht geschrieben werden (schreibgeschützte Datei oder schreibgeschützter Ordner).</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger or is damaged; restore it from a backup.</source>
        <translation>%1 ist kein Runledger-Journal oder ist beschädigt; stellen Sie es aus einer Sicherung wieder her.</translation>
    </message>
    <message>
        <source>Ledger error while %1: %2</source>
        <translation>Journalfehler beim %1: %2</translation>
    </message>
    <message>
        <source>configuring the connection</source>
        <translation>Einrichten der Verbindung</translation>
    </message>
    <message>
        <source>reading the schema</source>
        <translation>Lesen des Schemas</translation>
    </message>
    <message>
        <source>The ledger %1 was written by a newer Runledger (schema %2, this build knows %3); update Runledger.</source>
        <translation>Das Journal %1 wurde von einer neueren Runledger-Version geschrieben (Schema %2, diese Version kennt %3); aktualisieren Sie Runledger.</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger.</source>
        <translation>%1 ist kein Runledger-Journal.</translation>
    </message>
    <message>
        <source>reading the schema version</source>
        <translation>Lesen der Schemaversion</translation>
    </message>
    <message>
        <source>creating the migrations table</source>
        <translation>Anlegen der Migrationstabelle</translation>
    </message>
    <message>
        <source>migrating to schema %1</source>
        <translation>Migrieren auf Schema %1</translation>
    </message>
    <message>
        <source>recording migration %1</source>
        <translation>Eintragen der Migration %1</translation>
    </message>
    <message>
        <source>starting a write</source>
        <translation>Beginnen eines Schreibvorgangs</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>Festschreiben</translation>
    </message>
    <message>
        <source>recording an event</source>
        <translation>Eintragen eines Ereignisses</translation>
    </message>
    <message>
        <source>reading an event</source>
        <translation>Lesen eines Ereignisses</translation>
    </message>
    <message>
        <source>recording a delivery</source>
        <translation>Eintragen einer Zustellung</translation>
    </message>
    <message>
        <source>reading an operation</source>
        <translation>Lesen eines Vorgangs</translation>
    </message>
    <message>
        <source>creating an operation</source>
        <translation>Anlegen eines Vorgangs</translation>
    </message>
    <message>
        <source>creating a step</source>
        <translation>Anlegen eines Schritts</translation>
    </message>
    <message>
        <source>reading a step</source>
        <translation>Lesen eines Schritts</translation>
    </message>
    <message>
        <source>storing content</source>
        <translation>Speichern von Inhalt</translation>
    </message>
    <message>
        <source>updating an operation</source>
        <translation>Aktualisieren eines Vorgangs</translation>
    </message>
    <message>
        <source>recording a hold</source>
        <translation>Eintragen eines Anhaltens</translation>
    </message>
    <message>
        <source>closing a hold</source>
        <translation>Abschließen eines Anhaltens</translation>
    </message>
    <message>
        <source>listing runnable steps</source>
        <translation>Auflisten ausführbarer Schritte</translation>
    </message>
    <message>
        <source>listing uncertain steps</source>
        <translation>Auflisten ungewisser Schritte</translation>
    </message>
    <message>
        <source>listing expired reservations</source>
        <translation>Auflisten abgelaufener Reservierungen</translation>
    </message>
    <message>
        <source>reserving a step</source>
        <translation>Reservieren eines Schritts</translation>
    </message>
    <message>
        <source>another worker reserved the step first</source>
        <translation>ein anderer Worker hat den Schritt zuerst reserviert</translation>
    </message>
    <message>
        <source>recording an attempt</source>
        <translation>Eintragen eines Versuchs</translation>
    </message>
    <message>
        <source>changing a step</source>
        <translation>Ändern eines Schritts</translation>
    </message>
    <message>
        <source>the step changed meanwhile; nothing was written</source>
        <translation>der Schritt wurde inzwischen geändert; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>reading an attempt</source>
        <translation>Lesen eines Versuchs</translation>
    </message>
    <message>
        <source>finishing an attempt</source>
        <translation>Abschließen eines Versuchs</translation>
    </message>
    <message>
        <source>recording evidence</source>
        <translation>Eintragen eines Nachweises</translation>
    </message>
    <message>
        <source>storing the target reference</source>
        <translation>Speichern der Zielreferenz</translation>
    </message>
    <message>
        <source>expiring a reservation</source>
        <translation>Ablaufenlassen einer Reservierung</translation>
    </message>
    <message>
        <source>storing the lookup result</source>
        <translation>Speichern des Suchergebnisses</translation>
    </message>
    <message>
        <source>recording a reviewer</source>
        <translation>Eintragen eines Prüfers</translation>
    </message>
    <message>
        <source>reading the chain head</source>
        <translation>Lesen des Kettenanfangs</translation>
    </message>
    <message>
        <source>appending a decision</source>
        <translation>Anfügen einer Entscheidung</translation>
    </message>
    <message>
        <source>no operation %1</source>
        <translation>kein Vorgang %1</translation>
    </message>
    <message>
        <source>a decision needs a named reviewer</source>
        <translation>eine Entscheidung braucht eine namentlich genannte Prüferin oder einen Prüfer</translation>
    </message>
    <message>
        <source>a decision needs a rationale</source>
        <translation>eine Entscheidung braucht eine Begründung</translation>
    </message>
    <message>
        <source>a reconcile decision needs the lookup&apos;s evidence</source>
        <translation>eine Abgleich-Entscheidung braucht den Nachweis der Suche</translation>
    </message>
    <message>
        <source>adopting the target reference</source>
        <translation>Übernehmen der Zielreferenz</translation>
    </message>
    <message>
        <source>adopting needs the target&apos;s reference</source>
        <translation>zum Übernehmen wird die Referenz des Ziels gebraucht</translation>
    </message>
    <message>
        <source>approving a retry</source>
        <translation>Freigeben einer Wiederholung</translation>
    </message>
    <message>
        <source>%1 has no content version %2</source>
        <translation>%1 hat keine Inhaltsversion %2</translation>
    </message>
    <message>
        <source>approving content</source>
        <translation>Freigeben von Inhalt</translation>
    </message>
    <message>
        <source>pinning the approved content</source>
        <translation>Festlegen des freigegebenen Inhalts</translation>
    </message>
    <message>
        <source>assigning needs a reviewer&apos;s name</source>
        <translation>zum Zuweisen wird der Name einer Prüferin oder eines Prüfers gebraucht</translation>
    </message>
    <message>
        <source>assigning</source>
        <translation>Zuweisen</translation>
    </message>
    <message>
        <source>abandoning</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>every step is confirmed; there is nothing a new operation could do</source>
        <translation>jeder Schritt ist bestätigt; ein neuer Vorgang hätte nichts zu tun</translation>
    </message>
    <message>
        <source>holding edited content for approval</source>
        <translation>Zurückhalten bearbeiteten Inhalts zur Freigabe</translation>
    </message>
    <message>
        <source>linking the new operation</source>
        <translation>Verknüpfen des neuen Vorgangs</translation>
    </message>
    <message>
        <source>listing operations</source>
        <translation>Auflisten von Vorgängen</translation>
    </message>
    <message>
        <source>counting operations</source>
        <translation>Zählen von Vorgängen</translation>
    </message>
    <message>
        <source>reading steps</source>
        <translation>Lesen von Schritten</translation>
    </message>
    <message>
        <source>no step %1</source>
        <translation>kein Schritt %1</translation>
    </message>
    <message>
        <source>reading attempts</source>
        <translation>Lesen von Versuchen</translation>
    </message>
    <message>
        <source>reading evidence</source>
        <translation>Lesen von Nachweisen</translation>
    </message>
    <message>
        <source>reading content</source>
        <translation>Lesen von Inhalt</translation>
    </message>
    <message>
        <source>no content version %1</source>
        <translation>keine Inhaltsversion %1</translation>
    </message>
    <message>
        <source>reading decisions</source>
        <translation>Lesen von Entscheidungen</translation>
    </message>
    <message>
        <source>counting</source>
        <translation>Zählen</translation>
    </message>
    <message>
        <source>entry %1 follows entry %2: an entry is missing or was inserted</source>
        <translation>Eintrag %1 folgt auf Eintrag %2: ein Eintrag fehlt oder wurde eingefügt</translation>
    </message>
    <message>
        <source>entry %1 does not link to the entry before it (removed, inserted or reordered)</source>
        <translation>Eintrag %1 verweist nicht auf den Eintrag davor (entfernt, eingefügt oder umgestellt)</translation>
    </message>
    <message>
        <source>entry %1 was changed after it was written</source>
        <translation>Eintrag %1 wurde nach dem Schreiben geändert</translation>
    </message>
    <message>
        <source>reading metrics</source>
        <translation>Lesen der Kennzahlen</translation>
    </message>
    <message>
        <source>preparing the ledger</source>
        <translation>Vorbereiten des Journals</translation>
    </message>
    <message>
        <source>the recipient &quot;%1&quot; is not one e-mail address</source>
        <translation>der Empfänger &quot;%1&quot; ist nicht genau eine E-Mail-Adresse</translation>
    </message>
    <message>
        <source>listing steps to verify</source>
        <translation>beim Auflisten zu prüfender Schritte</translation>
    </message>
    <message>
        <source>the step has no confirming lookup due</source>
        <translation>für den Schritt ist keine bestätigende Suche fällig</translation>
    </message>
    <message>
        <source>storing the confirming lookup</source>
        <translation>beim Speichern der bestätigenden Suche</translation>
    </message>
    <message>
        <source>recording a probe</source>
        <translation>beim Festhalten einer Prüfung</translation>
    </message>
    <message>
        <source>reading probes</source>
        <translation>beim Lesen der Prüfungen</translation>
    </message>
    <message>
        <source>adopting needs a lookup at the target first</source>
        <translation>Übernehmen braucht zuerst eine Suche beim Ziel</translation>
    </message>
    <message>
        <source>the target does not know %1 for this step&apos;s reference: %2</source>
        <translation>das Ziel kennt %1 für die Referenz dieses Schritts nicht: %2</translation>
    </message>
    <message>
        <source>confirming that a step was not executed needs the reviewer&apos;s explicit confirmation</source>
        <translation>die Bestätigung, dass ein Schritt nicht ausgeführt wurde, braucht die ausdrückliche Bestätigung der prüfenden Person</translation>
    </message>
    <message>
        <source>confirming not executed needs a lookup at the target first</source>
        <translation>Nicht-ausgeführt-Bestätigen braucht zuerst eine Suche beim Ziel</translation>
    </message>
    <message>
        <source>the target has a record for this step&apos;s reference (%1): it was executed; adopt it instead</source>
        <translation>das Ziel hat einen Datensatz für die Referenz dieses Schritts (%1): er wurde ausgeführt; übernehmen Sie ihn stattdessen</translation>
    </message>
    <message>
        <source>the target&apos;s search may not show the record before %1; look again then</source>
        <translation>die Suche des Ziels zeigt den Datensatz vielleicht erst ab %1; suchen Sie dann erneut</translation>
    </message>
    <message>
        <source>the edited content cannot be sent: %1</source>
        <translation>der bearbeitete Inhalt kann nicht gesendet werden: %1</translation>
    </message>
    <message>
        <source>finding the e-mail step</source>
        <translation>beim Suchen des E-Mail-Schritts</translation>
    </message>
    <message>
        <source>recording the delivery</source>
        <translation>beim Festhalten der Zustellung</translation>
    </message>
    <message>
        <source>Ledger error while %1</source>
        <translation>Journalfehler beim %1</translation>
    </message>
    <message>
        <source>no event %1</source>
        <translation>kein Ereignis %1</translation>
    </message>
    <message>
        <source>no attempt %1</source>
        <translation>kein Versuch %1</translation>
    </message>
    <message>
        <source>the reservation has not expired</source>
        <translation>die Reservierung ist nicht abgelaufen</translation>
    </message>
    <message>
        <source>%1 is an empty file, not a ledger; nothing was written to it. To make it a new ledger: runledgerctl init --ledger %1</source>
        <translation>%1 ist eine leere Datei, kein Ledger; es wurde nichts hineingeschrieben. Zum Anlegen eines neuen Ledgers: runledgerctl init --ledger %1</translation>
    </message>
    <message>
        <source>the ledger file %1 was deleted while in use</source>
        <translation>die Ledger-Datei %1 wurde während der Nutzung gelöscht</translation>
    </message>
    <message>
        <source>the ledger file %1 was replaced while in use</source>
        <translation>die Ledger-Datei %1 wurde während der Nutzung ersetzt</translation>
    </message>
    <message>
        <source>the ledger&apos;s write-ahead log %1-wal was deleted while in use: commits since then are in no file</source>
        <translation>das Write-Ahead-Log %1-wal des Ledgers wurde während der Nutzung gelöscht: Commits seitdem stehen in keiner Datei</translation>
    </message>
    <message>
        <source>the ledger&apos;s write-ahead log %1-wal was replaced while in use</source>
        <translation>das Write-Ahead-Log %1-wal des Ledgers wurde während der Nutzung ersetzt</translation>
    </message>
    <message>
        <source>the ledger file is damaged (the database&apos;s integrity check: %1)</source>
        <translation>die Ledger-Datei ist beschädigt (Integritätsprüfung der Datenbank: %1)</translation>
    </message>
    <message>
        <source>the decisions&apos; append-only guards were removed (%1)</source>
        <translation>die Schutzmechanismen, die Entscheidungen nur anhängbar machen, wurden entfernt (%1)</translation>
    </message>
    <message>
        <source>%1; and %2</source>
        <translation>%1; und %2</translation>
    </message>
    <message>
        <source>%1 entries have no sequence number (the first decided at %2 by %3): inserted outside Runledger</source>
        <translation>%1 Einträge haben keine Folgenummer (der erste entschieden am %2 von %3): außerhalb von Runledger eingefügt</translation>
    </message>
    <message>
        <source>%1: entries may since have been changed in ways only an anchored checkpoint can show</source>
        <translation>%1: Einträge können seitdem auf eine Weise geändert worden sein, die nur ein verankerter Prüfpunkt zeigen kann</translation>
    </message>
    <message>
        <source>checking the ledger file</source>
        <translation>Prüfen der Ledger-Datei</translation>
    </message>
    <message>
        <source>the ledger file %1 is damaged (the database&apos;s check: %2)</source>
        <translation>die Ledger-Datei %1 ist beschädigt (Prüfung der Datenbank: %2)</translation>
    </message>
    <message>
        <source>%1 is not a Runledger ledger: it holds other tables (%2). Nothing was changed.</source>
        <translation>%1 ist kein Runledger-Ledger: Die Datei enthält andere Tabellen (%2). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>recording the checkpoint</source>
        <translation>beim Vermerken des Prüfpunkts</translation>
    </message>
    <message>
        <source>reading the last checkpoint</source>
        <translation>beim Lesen des letzten Prüfpunkts</translation>
    </message>
    <message>
        <source>reading deliveries</source>
        <translation>Zustellungen lesen</translation>
    </message>
    <message>
        <source>No ledger at %1.</source>
        <translation>Kein Journal unter %1.</translation>
    </message>
    <message>
        <source>Another writer changed the same rows at the same time while %1; it was tried again and still collided.</source>
        <translation>Ein anderer Schreiber hat beim %1 gleichzeitig dieselben Zeilen geändert; es wurde erneut versucht und kollidierte weiter.</translation>
    </message>
    <message>
        <source>The ledger database is busy: another connection held what %1 needs for over 10 s. Nothing was changed; try again.</source>
        <translation>Die Journal-Datenbank ist belegt: eine andere Verbindung hielt länger als 10 s fest, was das %1 braucht. Nichts wurde geändert; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The ledger database took longer than 60 s while %1 and the statement was stopped. Nothing was changed.</source>
        <translation>Die Journal-Datenbank brauchte beim %1 länger als 60 s, und die Anweisung wurde abgebrochen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The connection to the ledger database was lost while %1 (%2). Nothing of it was committed.</source>
        <translation>Die Verbindung zur Journal-Datenbank ging beim %1 verloren (%2). Davon wurde nichts festgeschrieben.</translation>
    </message>
    <message>
        <source>locking an operation</source>
        <translation>Sperren eines Vorgangs</translation>
    </message>
    <message>
        <source>waiting for the decision log</source>
        <translation>Warten auf das Entscheidungsprotokoll</translation>
    </message>
    <message>
        <source>notifying other processes</source>
        <translation>Benachrichtigen anderer Prozesse</translation>
    </message>
    <message>
        <source>checking the connection</source>
        <translation>Prüfen der Verbindung</translation>
    </message>
    <message>
        <source>compacting the queue counts</source>
        <translation>Zusammenfassen der Warteschlangenzähler</translation>
    </message>
    <message>
        <source>claiming runnable steps</source>
        <translation>Beanspruchen ausführbarer Schritte</translation>
    </message>
    <message>
        <source>no answer from the server</source>
        <translation>keine Antwort vom Server</translation>
    </message>
    <message>
        <source>the decisions&apos; append-only guards were changed (%1): they no longer refuse every change</source>
        <translation>Die Schutzregeln, die Entscheidungen nur anfügen lassen, wurden geändert (%1): Sie verweigern nicht mehr jede Änderung</translation>
    </message>
    <message>
        <source>reading the checkpoints&apos; key</source>
        <translation>beim Lesen des Schlüssels der Prüfpunkte</translation>
    </message>
    <message>
        <source>the ledger file %1 was made read-only while in use: nothing more is written to it</source>
        <translation>die Journal-Datei %1 wurde während der Nutzung schreibgeschützt: es wird nichts mehr hineingeschrieben</translation>
    </message>
    <message>
        <source>the folder of the ledger %1 was made read-only while in use: nothing more is written to it</source>
        <translation>der Ordner des Journals %1 wurde während der Nutzung schreibgeschützt: es wird nichts mehr hineingeschrieben</translation>
    </message>
    <message>
        <source>reading the configuration</source>
        <translation>Lesen der Konfiguration</translation>
    </message>
    <message>
        <source>recording the configuration</source>
        <translation>Aufzeichnen der Konfiguration</translation>
    </message>
    <message>
        <source>several records at the target carry this step&apos;s reference (%1): delete all but one of them at the target, then reconcile or adopt the one kept</source>
        <translation>mehrere Datensätze beim Ziel tragen die Referenz dieses Schritts (%1): Löschen Sie beim Ziel alle bis auf einen, dann abgleichen oder den behaltenen übernehmen</translation>
    </message>
    <message>
        <source>step %1 was sent to %2; this configuration would send it to %3</source>
        <translation>Schritt %1 ging an %2; diese Konfiguration würde ihn an %3 senden</translation>
    </message>
    <message>
        <source>the lookup that found nothing was made at %1, before the target could be expected to show the record (%2); look again</source>
        <translation>das Nachsehen, das nichts fand, war um %1, bevor das Ziel den Datensatz zeigen musste (%2); sehen Sie erneut nach</translation>
    </message>
    <message>
        <source>counting held operations</source>
        <translation>Zählen angehaltener Vorgänge</translation>
    </message>
    <message>
        <source>preparing a hold alert</source>
        <translation>Vorbereiten einer Anhalte-Meldung</translation>
    </message>
    <message>
        <source>claiming a hold alert</source>
        <translation>Übernehmen einer Anhalte-Meldung</translation>
    </message>
    <message>
        <source>reading a hold alert</source>
        <translation>Lesen einer Anhalte-Meldung</translation>
    </message>
    <message>
        <source>recording a sent hold alert</source>
        <translation>Eintragen einer gesendeten Anhalte-Meldung</translation>
    </message>
    <message>
        <source>postponing a hold alert</source>
        <translation>Verschieben einer Anhalte-Meldung</translation>
    </message>
    <message>
        <source>reading holds</source>
        <translation>Lesen der Anhaltungen</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s parameter %1 is not one Runledger passes on (%2).</source>
        <translation>Der Parameter %1 der Journal-URL wird von Runledger nicht weitergegeben (%2).</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s parameter %1 holds a character it may not.</source>
        <translation>Der Parameter %1 der Journal-URL enthält ein unzulässiges Zeichen.</translation>
    </message>
    <message>
        <source>The ledger database refused %1: %2</source>
        <translation>Die Journal-Datenbank hat %1 verweigert: %2</translation>
    </message>
    <message>
        <source>reading the team&apos;s history</source>
        <translation>beim Lesen der Geschichte des Teams</translation>
    </message>
    <message>
        <source>entry %1 (%2) was decided outside the roles: %3; %4 such entries in all</source>
        <translation>Eintrag %1 (%2) wurde außerhalb der Rollen entschieden: %3; %4 solche Einträge insgesamt</translation>
    </message>
    <message>
        <source>a retry of the open step</source>
        <translation>eine Wiederholung des offenen Schritts</translation>
    </message>
    <message>
        <source>a new approved operation</source>
        <translation>eine neue freigegebene Operation</translation>
    </message>
    <message>
        <source>an approval of content</source>
        <translation>eine Freigabe des Inhalts</translation>
    </message>
    <message>
        <source>a confirmation that the step was not executed</source>
        <translation>eine Bestätigung, dass der Schritt nicht ausgeführt wurde</translation>
    </message>
    <message>
        <source>%1 asked for %2</source>
        <translation>%1 beantragt %2</translation>
    </message>
    <message>
        <source>no request waits for a second reviewer on this operation</source>
        <translation>für diese Operation wartet kein Antrag auf eine zweite Prüfer/in</translation>
    </message>
    <message>
        <source>%1&apos;s request (%2) waits for a second reviewer: countersign it, turn it down, or let %1 withdraw it first</source>
        <translation>der Antrag von %1 (%2) wartet auf eine zweite Prüfer/in: zuerst gegenzeichnen, ablehnen oder von %1 zurückziehen lassen</translation>
    </message>
    <message>
        <source>only %1, who made the request, may withdraw it</source>
        <translation>nur %1, von der/dem der Antrag stammt, darf ihn zurückziehen</translation>
    </message>
    <message>
        <source>you made this request; a second reviewer (another login) countersigns it or turns it down</source>
        <translation>dieser Antrag ist von Ihnen; eine zweite Prüfer/in (eine andere Anmeldung) zeichnet ihn gegen oder lehnt ihn ab</translation>
    </message>
    <message>
        <source>reading the request</source>
        <translation>beim Lesen des Antrags</translation>
    </message>
    <message>
        <source>the request %1 cannot be read</source>
        <translation>der Antrag %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>recorded as a request: a second reviewer countersigns it before anything is done</source>
        <translation>als Antrag erfasst: eine zweite Prüfer/in zeichnet ihn gegen, bevor etwas geschieht</translation>
    </message>
    <message>
        <source>the request was turned down; the operation waits for another decision</source>
        <translation>der Antrag wurde abgelehnt; die Operation wartet auf eine andere Entscheidung</translation>
    </message>
    <message>
        <source>the request was withdrawn</source>
        <translation>der Antrag wurde zurückgezogen</translation>
    </message>
    <message>
        <source>recording the request</source>
        <translation>beim Erfassen des Antrags</translation>
    </message>
    <message>
        <source>closing the request</source>
        <translation>beim Schließen des Antrags</translation>
    </message>
    <message>
        <source>counting requests waiting for a second reviewer</source>
        <translation>beim Zählen der Anträge, die auf eine zweite Prüfer/in warten</translation>
    </message>
    <message>
        <source>content that cannot be sent: %1</source>
        <translation>Inhalt, der nicht gesendet werden kann: %1</translation>
    </message>
    <message>
        <source>opening the decision</source>
        <translation>beim Öffnen der Entscheidung</translation>
    </message>
    <message>
        <source>The ledger is open read-only; %1 was not done.</source>
        <translation>Das Journal ist schreibgeschützt geöffnet; %1 wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>The ledger stopped without saying why.</source>
        <translation>Das Journal hat abgebrochen, ohne einen Grund zu nennen.</translation>
    </message>
    <message>
        <source>an event of this batch is neither new nor in the ledger</source>
        <translation>ein Ereignis dieses Stapels ist weder neu noch im Ledger</translation>
    </message>
    <message>
        <source>a step of this batch was not created</source>
        <translation>ein Schritt dieses Stapels wurde nicht angelegt</translation>
    </message>
    <message>
        <source>The ledger %1 was busy with this program&apos;s other writes for over %2 s; nothing was changed. Try again.</source>
        <translation>Der Ledger %1 war über %2 s mit anderen Schreibvorgängen dieses Programms beschäftigt; nichts wurde geändert. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>reading the reference key</source>
        <translation>beim Lesen des Referenzschlüssels</translation>
    </message>
    <message>
        <source>The ledger %1 has no reference key; it is damaged.</source>
        <translation>Der Ledger %1 hat keinen Referenzschlüssel; er ist beschädigt.</translation>
    </message>
    <message>
        <source>The ledger %1 has a damaged reference key.</source>
        <translation>Der Ledger %1 hat einen beschädigten Referenzschlüssel.</translation>
    </message>
    <message>
        <source>Only a SQLite ledger is copied this way; back a PostgreSQL ledger up with runledgerctl backup, which runs pg_dump on a snapshot (docs/operators.md).</source>
        <translation>Nur ein SQLite-Ledger wird so kopiert; sichern Sie einen PostgreSQL-Ledger mit runledgerctl backup, das pg_dump auf einem Snapshot ausführt (docs/operators.md).</translation>
    </message>
    <message>
        <source>%1 exists already; a backup is never written over a file.</source>
        <translation>%1 existiert bereits; eine Sicherung überschreibt nie eine Datei.</translation>
    </message>
    <message>
        <source>The backup to %1 failed while %2: %3</source>
        <translation>Die Sicherung nach %1 schlug fehl %2: %3</translation>
    </message>
    <message>
        <source>creating the file</source>
        <translation>beim Anlegen der Datei</translation>
    </message>
    <message>
        <source>starting the copy</source>
        <translation>beim Beginn der Kopie</translation>
    </message>
    <message>
        <source>copying the pages</source>
        <translation>beim Kopieren der Seiten</translation>
    </message>
    <message>
        <source>reading the copy&apos;s chain head</source>
        <translation>beim Lesen des Kettenkopfs der Kopie</translation>
    </message>
    <message>
        <source>marking the copy as a backup</source>
        <translation>beim Kennzeichnen der Kopie als Sicherung</translation>
    </message>
    <message>
        <source>closing the copy&apos;s write-ahead log</source>
        <translation>beim Schließen des Write-Ahead-Logs der Kopie</translation>
    </message>
    <message>
        <source>closing the copy</source>
        <translation>beim Schließen der Kopie</translation>
    </message>
    <message>
        <source>A snapshot for pg_dump is PostgreSQL&apos;s; a SQLite ledger is copied directly.</source>
        <translation>Ein Snapshot für pg_dump ist Sache von PostgreSQL; ein SQLite-Ledger wird direkt kopiert.</translation>
    </message>
    <message>
        <source>starting the backup&apos;s snapshot</source>
        <translation>beim Beginn des Snapshots der Sicherung</translation>
    </message>
    <message>
        <source>ending the backup&apos;s snapshot</source>
        <translation>beim Beenden des Snapshots der Sicherung</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s schema</source>
        <translation>beim Lesen des Schemas des Ledgers</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s restores</source>
        <translation>beim Lesen der Wiederherstellungen des Ledgers</translation>
    </message>
    <message>
        <source>closing an attempt the backup left open</source>
        <translation>beim Schließen eines Versuchs, den die Sicherung offen ließ</translation>
    </message>
    <message>
        <source>rechecking a step after a restore</source>
        <translation>beim erneuten Prüfen eines Schritts nach einer Wiederherstellung</translation>
    </message>
    <message>
        <source>reading the ledger&apos;s backups</source>
        <translation>beim Lesen der Sicherungen des Ledgers</translation>
    </message>
    <message>
        <source>recording the restore</source>
        <translation>beim Verbuchen der Wiederherstellung</translation>
    </message>
    <message>
        <source>finding the steps to recheck</source>
        <translation>beim Suchen der neu zu prüfenden Schritte</translation>
    </message>
    <message>
        <source>finding the steps to look up first</source>
        <translation>beim Suchen der zuerst nachzuschlagenden Schritte</translation>
    </message>
    <message>
        <source>entry %1 is dated %2, %3 s before the entry it follows (%4): a clock was wrong or the entry was backdated</source>
        <translation>Eintrag %1 ist auf %2 datiert, %3 s vor dem Eintrag, auf den er folgt (%4): Eine Uhr ging falsch oder der Eintrag wurde rückdatiert</translation>
    </message>
    <message>
        <source>the lookup is dated %1, after the ledger&apos;s clock (%2): a machine&apos;s clock is wrong; look again once it is right</source>
        <translation>die Abfrage ist auf %1 datiert, nach der Uhr des Ledgers (%2): Die Uhr eines Rechners geht falsch; fragen Sie erneut, wenn sie stimmt</translation>
    </message>
    <message>
        <source>this computer&apos;s clock is %1: &quot;not executed&quot; is not recorded from it until its clock is right (set it by NTP)</source>
        <translation>die Uhr dieses Computers geht %1: &quot;nicht ausgeführt&quot; wird von ihm nicht verbucht, bis seine Uhr stimmt (per NTP stellen)</translation>
    </message>
    <message>
        <source>The ledger URL&apos;s host %1 cannot be read.</source>
        <translation>Der Host %1 in der Ledger-URL lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>The connection to the ledger database was lost while committing (%1): whether it was committed is not known.</source>
        <translation>Die Verbindung zur Ledger-Datenbank ging beim Festschreiben verloren (%1): ob festgeschrieben wurde, ist nicht bekannt.</translation>
    </message>
    <message>
        <source>reading who looks at the operation</source>
        <translation>beim Lesen, wer sich den Vorgang ansieht</translation>
    </message>
    <message>
        <source>noting who looks at the operation</source>
        <translation>beim Vermerken, wer sich den Vorgang ansieht</translation>
    </message>
    <message>
        <source>releasing the operation</source>
        <translation>beim Freigeben des Vorgangs</translation>
    </message>
    <message>
        <source>checking the ledger for changes</source>
        <translation>Prüfen des Ledgers auf Änderungen</translation>
    </message>
    <message>
        <source>copying the write-ahead log into the ledger</source>
        <translation>Übertragen des Write-Ahead-Logs in den Ledger</translation>
    </message>
    <message>
        <source>the write-ahead log was not cut back: this process&apos;s writers did not give a turn</source>
        <translation>das Write-Ahead-Log wurde nicht gekürzt: die Schreiber dieses Prozesses haben keinen Zug freigegeben</translation>
    </message>
    <message>
        <source>cutting back the write-ahead log</source>
        <translation>Kürzen des Write-Ahead-Logs</translation>
    </message>
    <message>
        <source>the ledger holds a value this build does not know (%1 = &apos;%2&apos;); the row is damaged or was written by another program</source>
        <translation>der Ledger enthält einen Wert, den diese Version nicht kennt (%1 = &apos;%2&apos;); die Zeile ist beschädigt oder wurde von einem anderen Programm geschrieben</translation>
    </message>
    <message>
        <source>the attempt was already finished; its late answer is kept as evidence</source>
        <translation>der Versuch war bereits abgeschlossen; seine späte Antwort wird als Nachweis aufbewahrt</translation>
    </message>
    <message>
        <source>keeping a delivery event</source>
        <translation>Aufbewahren eines Zustellereignisses</translation>
    </message>
    <message>
        <source>reading the delivery events kept</source>
        <translation>Lesen der aufbewahrten Zustellereignisse</translation>
    </message>
    <message>
        <source>attaching a delivery event</source>
        <translation>Zuordnen eines Zustellereignisses</translation>
    </message>
    <message>
        <source>an erasure needs a named reviewer</source>
        <translation>eine Löschung braucht eine namentlich genannte prüfende Person</translation>
    </message>
    <message>
        <source>an erasure needs a rationale</source>
        <translation>eine Löschung braucht eine Begründung</translation>
    </message>
    <message>
        <source>reading the subject key</source>
        <translation>beim Lesen des Betroffenen-Schlüssels</translation>
    </message>
    <message>
        <source>The ledger %1 has no subject key; it is damaged.</source>
        <translation>Das Journal %1 hat keinen Betroffenen-Schlüssel; es ist beschädigt.</translation>
    </message>
    <message>
        <source>The ledger %1 has a damaged subject key.</source>
        <translation>Das Journal %1 hat einen beschädigten Betroffenen-Schlüssel.</translation>
    </message>
    <message>
        <source>reading the events to index</source>
        <translation>beim Lesen der zu indizierenden Ereignisse</translation>
    </message>
    <message>
        <source>indexing an event&apos;s subjects</source>
        <translation>beim Indizieren der Betroffenen eines Ereignisses</translation>
    </message>
    <message>
        <source>reading the operations made from others</source>
        <translation>beim Lesen der aus anderen entstandenen Vorgänge</translation>
    </message>
    <message>
        <source>reading the operations&apos; states</source>
        <translation>beim Lesen der Zustände der Vorgänge</translation>
    </message>
    <message>
        <source>finding a customer&apos;s events</source>
        <translation>beim Suchen der Ereignisse eines Kunden</translation>
    </message>
    <message>
        <source>finding a customer&apos;s operations</source>
        <translation>beim Suchen der Vorgänge eines Kunden</translation>
    </message>
    <message>
        <source>finding a shop&apos;s events</source>
        <translation>beim Suchen der Ereignisse eines Shops</translation>
    </message>
    <message>
        <source>finding a shop&apos;s operations</source>
        <translation>beim Suchen der Vorgänge eines Shops</translation>
    </message>
    <message>
        <source>recording what was removed</source>
        <translation>beim Eintragen des Entfernten</translation>
    </message>
    <message>
        <source>removing a signed body</source>
        <translation>beim Entfernen eines signierten Inhalts</translation>
    </message>
    <message>
        <source>removing rendered content</source>
        <translation>beim Entfernen gerenderter Inhalte</translation>
    </message>
    <message>
        <source>removing evidence details</source>
        <translation>beim Entfernen von Nachweisdetails</translation>
    </message>
    <message>
        <source>finding what the retention periods have run out for (%1)</source>
        <translation>beim Suchen, wofür die Aufbewahrungsfristen abgelaufen sind (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase</source>
        <translation>
            <numerusform>%n Vorgang dieses Kunden ist noch nicht geklärt (%1): zuerst abschließen oder aufgeben, dann löschen</numerusform>
            <numerusform>%n Vorgänge dieses Kunden sind noch nicht geklärt (%1): zuerst abschließen oder aufgeben, dann löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>an operation of this customer is running again (%1); erase once it is resolved</source>
        <translation>ein Vorgang dieses Kunden läuft wieder (%1); löschen Sie, sobald er geklärt ist</translation>
    </message>
    <message>
        <source>reading what was removed</source>
        <translation>beim Lesen des Entfernten</translation>
    </message>
    <message>
        <source>reading Shopify&apos;s compliance requests</source>
        <translation>beim Lesen der Compliance-Anfragen von Shopify</translation>
    </message>
    <message>
        <source>recording Shopify&apos;s compliance requests</source>
        <translation>beim Eintragen der Compliance-Anfragen von Shopify</translation>
    </message>
    <message>
        <source>recording a compliance request&apos;s outcome</source>
        <translation>beim Eintragen des Ergebnisses einer Compliance-Anfrage</translation>
    </message>
    <message>
        <source>the rationale contains an e-mail address; a rationale is kept forever: describe the customer by the order number</source>
        <translation>die Begründung enthält eine E-Mail-Adresse; eine Begründung wird für immer aufbewahrt: beschreiben Sie den Kunden über die Bestellnummer</translation>
    </message>
    <message>
        <source>the rationale contains a phone number; a rationale is kept forever: describe the customer by the order number</source>
        <translation>die Begründung enthält eine Telefonnummer; eine Begründung wird für immer aufbewahrt: beschreiben Sie den Kunden über die Bestellnummer</translation>
    </message>
    <message>
        <source>opening the erasure</source>
        <translation>beim Öffnen der Löschung</translation>
    </message>
    <message>
        <source>preparing a data request notice</source>
        <translation>beim Vorbereiten einer Mitteilung zu einer Datenanfrage</translation>
    </message>
    <message>
        <source>claiming a data request notice</source>
        <translation>beim Übernehmen einer Mitteilung zu einer Datenanfrage</translation>
    </message>
    <message>
        <source>reading a data request notice</source>
        <translation>beim Lesen einer Mitteilung zu einer Datenanfrage</translation>
    </message>
    <message>
        <source>recording a sent data request notice</source>
        <translation>beim Festhalten einer gesendeten Mitteilung zu einer Datenanfrage</translation>
    </message>
    <message>
        <source>postponing a data request notice</source>
        <translation>beim Verschieben einer Mitteilung zu einer Datenanfrage</translation>
    </message>
    <message>
        <source>recording where an access export is</source>
        <translation>beim Festhalten, wo ein Auskunftsexport liegt</translation>
    </message>
    <message>
        <source>step %1 changed while its request was being made</source>
        <translation>Schritt %1 hat sich geändert, während seine Anfrage erstellt wurde</translation>
    </message>
    <message>
        <source>recording who asked</source>
        <translation>Aufzeichnen, wer angefragt hat</translation>
    </message>
    <message>
        <source>reading who asked for an operation</source>
        <translation>Lesen, wer eine Operation angefragt hat</translation>
    </message>
    <message>
        <source>looking for operations that came to rest</source>
        <translation>Suche nach Vorgängen, die zur Ruhe gekommen sind</translation>
    </message>
    <message>
        <source>recording a callback</source>
        <translation>Rückruf wird eingetragen</translation>
    </message>
    <message>
        <source>preparing a callback</source>
        <translation>Rückruf wird vorbereitet</translation>
    </message>
    <message>
        <source>claiming a callback</source>
        <translation>Rückruf wird übernommen</translation>
    </message>
    <message>
        <source>reading a callback</source>
        <translation>Rückruf wird gelesen</translation>
    </message>
    <message>
        <source>recording a sent callback</source>
        <translation>gesendeter Rückruf wird eingetragen</translation>
    </message>
    <message>
        <source>postponing a callback</source>
        <translation>Rückruf wird verschoben</translation>
    </message>
    <message>
        <source>reading operations&apos; states</source>
        <translation>Zustände der Vorgänge werden gelesen</translation>
    </message>
    <message>
        <source>the decision was not written: something on the decisions table that the ledger&apos;s schema does not define swallowed it; run runledgerctl verify</source>
        <translation>die Entscheidung wurde nicht geschrieben: etwas an der Tabelle decisions, das das Schema des Journals nicht definiert, hat sie verschluckt; führen Sie runledgerctl verify aus</translation>
    </message>
    <message>
        <source>the ledger&apos;s tables carry what its schema does not define (%1): a trigger, rule or policy can change or swallow a write; remove it and verify again</source>
        <translation>an den Tabellen des Journals hängt, was sein Schema nicht definiert (%1): ein Trigger, eine Regel oder Richtlinie kann Schreibvorgänge ändern oder verschlucken; entfernen Sie es und prüfen Sie erneut</translation>
    </message>
    <message>
        <source>The ledger %1 has schema %2 and this Runledger needs schema %3: take a backup, then run runledgerctl init --ledger %1 to migrate it (or start serve with --migrate).</source>
        <translation>Das Journal %1 hat Schema %2, dieses Runledger braucht Schema %3: legen Sie eine Sicherung an und migrieren Sie es dann mit runledgerctl init --ledger %1 (oder starten Sie serve mit --migrate).</translation>
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
        <translation>%1 vor der Uhr der Ledger-Datenbank</translation>
    </message>
    <message>
        <source>%1 behind the ledger database&apos;s clock</source>
        <translation>%1 hinter der Uhr der Ledger-Datenbank</translation>
    </message>
</context>
<context>
    <name>OpenLedger</name>
    <message>
        <source>The folder %1 does not exist, so there is no ledger at %2. Check the path, or choose another place.</source>
        <translation>Den Ordner %1 gibt es nicht, also auch kein Journal unter %2. Prüfen Sie den Pfad oder wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>There is no ledger at %1.

Create a new, empty ledger there? (If you meant an existing one, check the name and choose No.)</source>
        <translation>Unter %1 gibt es kein Journal.

Dort ein neues, leeres Journal anlegen? (Wenn Sie ein vorhandenes meinten, prüfen Sie den Namen und wählen Sie Nein.)</translation>
    </message>
    <message>
        <source>Another program is writing to the ledger %1 right now. Try again in a moment.</source>
        <translation>Ein anderes Programm schreibt gerade in das Journal %1. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The ledger %1 is read-only for you: the console needs to be able to record decisions in it.</source>
        <translation>Das Journal %1 ist für Sie schreibgeschützt: Die Konsole muss darin Entscheidungen festhalten können.</translation>
    </message>
    <message>
        <source>%1 is not a ledger this console can trust: %2</source>
        <translation>%1 ist kein Journal, dem diese Konsole vertrauen kann: %2</translation>
    </message>
    <message>
        <source>The ledger %1 was made by a newer version of Runledger. Update Runledger to open it.</source>
        <translation>Das Journal %1 wurde mit einer neueren Version von Runledger angelegt. Aktualisieren Sie Runledger, um es zu öffnen.</translation>
    </message>
    <message>
        <source>There is no ledger at %1.</source>
        <translation>Unter %1 gibt es kein Journal.</translation>
    </message>
    <message>
        <source>The ledger %1 cannot be opened: %2</source>
        <translation>Das Journal %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The ledger file %1 is read-only for you, so decisions cannot be recorded in it.</source>
        <translation>Die Journaldatei %1 ist für Sie schreibgeschützt; Entscheidungen können darin nicht festgehalten werden.</translation>
    </message>
    <message>
        <source>The folder of the ledger %1 is read-only for you, so decisions cannot be recorded in it.</source>
        <translation>Der Ordner des Journals %1 ist für Sie schreibgeschützt; Entscheidungen können darin nicht festgehalten werden.</translation>
    </message>
    <message>
        <source>New ledger?</source>
        <translation>Neues Journal?</translation>
    </message>
    <message>
        <source>Cannot open the ledger</source>
        <translation>Das Journal lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>

Nothing was changed.</source>
        <translation>

Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Opening the ledger %1…</source>
        <translation>Das Journal %1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Opening the ledger</source>
        <translation>Journal wird geöffnet</translation>
    </message>
    <message>
        <source>Welcome to the Runledger demo</source>
        <translation>Willkommen bei der Runledger-Demo</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Prüfer/in</translation>
    </message>
    <message>
        <source>Runledger makes sure a marketing automation does each thing once — one CRM task, one e-mail, one voucher — even when a webhook arrives twice or a request times out. Where it cannot tell whether something happened, it holds the operation for a person to decide.

The demo plays six such cases against a sandbox CRM and mail service on this computer (nothing leaves it); then the console shows what is held for you.

Your name, recorded on every decision you make (leave empty to look without deciding):</source>
        <translation>Runledger sorgt dafür, dass eine Marketing-Automatisierung jede Sache einmal tut – eine CRM-Aufgabe, eine E-Mail, ein Gutschein –, auch wenn ein Webhook zweimal ankommt oder eine Anfrage in eine Zeitüberschreitung läuft. Wo es nicht sagen kann, ob etwas geschehen ist, hält es den Vorgang für eine Person zur Entscheidung an.

Die Demo spielt sechs solche Fälle gegen ein Sandbox-CRM und einen Sandbox-Mailservice auf diesem Computer durch (nichts verlässt ihn); danach zeigt die Konsole, was für Sie angehalten ist.

Ihr Name, eingetragen bei jeder Ihrer Entscheidungen (leer lassen, um nur anzusehen):</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision you make
(leave empty to look without deciding):</source>
        <translation>Ihr Name, eingetragen bei jeder Ihrer Entscheidungen
(leer lassen, um nur anzusehen):</translation>
    </message>
    <message>
        <source>&amp;Start the demo</source>
        <translation>Demo &amp;starten</translation>
    </message>
</context>
<context>
    <name>OperationRules</name>
    <message>
        <source>a new operation already replaces this one</source>
        <translation>ein neuer Vorgang ersetzt diesen bereits</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight; wait for its outcome</source>
        <translation>ein Versuch von %1 läuft; warten Sie sein Ergebnis ab</translation>
    </message>
    <message>
        <source>%1 is unresolved: the target may already have acted. Reconcile it or confirm it was not executed before starting a new operation</source>
        <translation>%1 ist ungeklärt: das Ziel hat womöglich schon gehandelt. Gleichen Sie ab oder bestätigen Sie, dass er nicht ausgeführt wurde, bevor Sie einen neuen Vorgang starten</translation>
    </message>
    <message>
        <source>a new approved operation may replace this one</source>
        <translation>ein neuer freigegebener Vorgang darf diesen ersetzen</translation>
    </message>
    <message>
        <source>the operation was already abandoned</source>
        <translation>der Vorgang wurde bereits aufgegeben</translation>
    </message>
    <message>
        <source>every step is confirmed; there is nothing left to abandon</source>
        <translation>jeder Schritt ist bestätigt; es bleibt nichts aufzugeben</translation>
    </message>
    <message>
        <source>the open steps will be abandoned</source>
        <translation>die offenen Schritte werden aufgegeben</translation>
    </message>
    <message>
        <source>assign a responsible reviewer</source>
        <translation>eine verantwortliche Prüferin oder einen Prüfer zuweisen</translation>
    </message>
    <message>
        <source>the operation was abandoned</source>
        <translation>der Vorgang wurde aufgegeben</translation>
    </message>
    <message>
        <source>every step is confirmed; confirmed steps are never executed again</source>
        <translation>jeder Schritt ist bestätigt; bestätigte Schritte werden nie erneut ausgeführt</translation>
    </message>
    <message>
        <source>unknown decision</source>
        <translation>unbekannte Entscheidung</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target. Nothing will be sent again.</source>
        <translation>Jeder Schritt ist von seinem Ziel bestätigt. Nichts wird erneut gesendet.</translation>
    </message>
    <message>
        <source>A reviewer abandoned this operation. Its open steps will not run.</source>
        <translation>Eine Prüferin oder ein Prüfer hat diesen Vorgang aufgegeben. Seine offenen Schritte werden nicht ausgeführt.</translation>
    </message>
    <message>
        <source>A reviewer replaced this operation with a new approved one (%1). Nothing more happens here.</source>
        <translation>Eine Prüferin oder ein Prüfer hat diesen Vorgang durch einen neuen freigegebenen ersetzt (%1). Hier geschieht nichts mehr.</translation>
    </message>
    <message>
        <source>The mail service</source>
        <translation>Der Mail-Dienst</translation>
    </message>
    <message>
        <source>The CRM</source>
        <translation>Das CRM</translation>
    </message>
    <message>
        <source>sent the e-mail</source>
        <translation>die E-Mail gesendet</translation>
    </message>
    <message>
        <source>created the task</source>
        <translation>die Aufgabe angelegt</translation>
    </message>
    <message>
        <source> Steps before it are confirmed and will not be repeated.</source>
        <translation> Die Schritte davor sind bestätigt und werden nicht wiederholt.</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1 waits for its content to be approved.%2 Approve the content version to let it run.</source>
        <translation>%1 wartet auf die Freigabe seines Inhalts.%2 Geben Sie die Inhaltsversion frei, damit er ausgeführt wird.</translation>
    </message>
    <message>
        <source>The runner is working on %1.%2 No decision is needed.</source>
        <translation>Der Runner bearbeitet %1.%2 Keine Entscheidung nötig.</translation>
    </message>
    <message>
        <source>%1 got no clear answer after the request was sent%2. %3 may have %4. Reconcile before anything else.%5</source>
        <translation>%1 hat nach dem Senden der Anfrage keine klare Antwort bekommen%2. %3 hat womöglich %4. Gleichen Sie zuerst ab.%5</translation>
    </message>
    <message>
        <source>%1 failed before reaching the target %2 times%3; nothing was done there. Approve a retry, start a new approved operation, or abandon.%4</source>
        <translation>%1 ist %2-mal gescheitert, bevor das Ziel erreicht wurde%3; dort ist nichts geschehen. Geben Sie eine Wiederholung frei, starten Sie einen neuen freigegebenen Vorgang oder geben Sie auf.%4</translation>
    </message>
    <message>
        <source>%1 is known not to have been executed. Approve a retry of this step, start a new approved operation, or abandon.%2</source>
        <translation>%1 wurde nachweislich nicht ausgeführt. Geben Sie eine Wiederholung dieses Schritts frei, starten Sie einen neuen freigegebenen Vorgang oder geben Sie auf.%2</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2. %3 may have %4, and it cannot confirm anything automatically. Check it by hand, then adopt its record or confirm the step was not executed.%5</source>
        <translation>%1 hat keine klare Antwort bekommen%2. %3 hat womöglich %4 und kann nichts automatisch bestätigen. Prüfen Sie es von Hand und übernehmen Sie dann seinen Datensatz oder bestätigen Sie, dass der Schritt nicht ausgeführt wurde.%5</translation>
    </message>
    <message>
        <source>Several records at the target carry the reference of %1. Adopt the right record or confirm the step was not executed.%2</source>
        <translation>Mehrere Datensätze im Ziel tragen die Referenz von %1. Übernehmen Sie den richtigen Datensatz oder bestätigen Sie, dass der Schritt nicht ausgeführt wurde.%2</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2 and the lookups settled nothing. %3 may have %4. Reconcile again, adopt its record, or confirm the step was not executed.%5</source>
        <translation>%1 hat keine klare Antwort bekommen%2, und die Suchen haben nichts geklärt. %3 hat womöglich %4. Gleichen Sie erneut ab, übernehmen Sie seinen Datensatz oder bestätigen Sie, dass der Schritt nicht ausgeführt wurde.%5</translation>
    </message>
    <message>
        <source>no step waits for a content approval</source>
        <translation>kein Schritt wartet auf eine Inhaltsfreigabe</translation>
    </message>
    <message>
        <source>%1 got no clear answer after the request was sent%2. %3 may have %4, or may still do so until %5: Runledger keeps looking it up and sends nothing meanwhile.%6</source>
        <translation>%1 bekam keine klare Antwort, nachdem die Anfrage gesendet wurde%2. %3 hat vielleicht %4 oder tut es noch bis %5: Runledger sucht weiter und sendet derweil nichts.%6</translation>
    </message>
    <message>
        <source>%1 exists more than once at the target (%2 records carry its one reference): a duplicate there. Keep one, delete the others at the target, then adopt the one kept.%3</source>
        <translation>%1 existiert beim Ziel mehr als einmal (%2 Datensätze tragen seine eine Referenz): ein Duplikat dort. Behalten Sie einen, löschen Sie die anderen beim Ziel und übernehmen Sie dann den behaltenen.%3</translation>
    </message>
    <message>
        <source> An earlier request may still act at the target until %1: nothing can be recorded as not executed before then.</source>
        <translation> Eine frühere Anfrage kann beim Ziel noch bis %1 handeln: vorher kann nichts als nicht ausgeführt festgehalten werden.</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target, but the mail service reports that the e-mail of %1 %2. It is not resent automatically: check the recipient&apos;s address with the customer.</source>
        <translation>Jeder Schritt ist von seinem Ziel bestätigt, aber der Maildienst meldet, dass die E-Mail von %1 %2. Sie wird nicht automatisch erneut gesendet: prüfen Sie die Adresse mit dem Kunden.</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>zurückgewiesen wurde</translation>
    </message>
    <message>
        <source>every step is confirmed; a new operation would have nothing to do</source>
        <translation>jeder Schritt ist bestätigt; ein neuer Vorgang hätte nichts zu tun</translation>
    </message>
    <message>
        <source>the operation was abandoned; nobody needs to be responsible for it</source>
        <translation>der Vorgang wurde aufgegeben; niemand muss dafür verantwortlich sein</translation>
    </message>
    <message>
        <source>every step is confirmed; nobody needs to be responsible for it</source>
        <translation>jeder Schritt ist bestätigt; niemand muss dafür verantwortlich sein</translation>
    </message>
    <message>
        <source>could not be sent</source>
        <translation>nicht gesendet werden konnte</translation>
    </message>
    <message>
        <source>was suppressed (the address is on its suppression list)</source>
        <translation>unterdrückt wurde (die Adresse steht auf seiner Sperrliste)</translation>
    </message>
    <message>
        <source>%1 was never sent: its content cannot be sent as it is (see the step&apos;s evidence). Start a new approved operation with edited content, or abandon.%2</source>
        <translation>%1 wurde nie gesendet: sein Inhalt kann so nicht gesendet werden (siehe die Nachweise des Schritts). Starten Sie eine neue freigegebene Operation mit bearbeitetem Inhalt oder brechen Sie ab.%2</translation>
    </message>
    <message>
        <source>%1 (in less than a minute)</source>
        <translation>%1 (in weniger als einer Minute)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n minute(s))</source>
        <translation>
            <numerusform>%1 (in %n Minute)</numerusform>
            <numerusform>%1 (in %n Minuten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n hour(s))</source>
        <translation>
            <numerusform>%1 (in %n Stunde)</numerusform>
            <numerusform>%1 (in %n Stunden)</numerusform>
        </translation>
    </message>
    <message>
        <source>The shop</source>
        <translation>Der Shop</translation>
    </message>
    <message>
        <source>created the voucher</source>
        <translation>den Gutschein angelegt</translation>
    </message>
    <message>
        <source>Every step is confirmed by its target. The e-mail of %1 was delivered, and the recipient marked it as spam: send this customer nothing more without their consent.</source>
        <translation>Jeder Schritt ist von seinem Ziel bestätigt. Die E-Mail von %1 wurde zugestellt, und der Empfänger hat sie als Spam markiert: schicken Sie diesem Kunden ohne seine Zustimmung nichts mehr.</translation>
    </message>
    <message>
        <source> The target&apos;s search may not show its record before %1: nothing can be recorded as not executed before then.</source>
        <translation> Die Suche des Ziels zeigt seinen Datensatz womöglich erst ab %1: vorher kann nichts als nicht ausgeführt erfasst werden.</translation>
    </message>
    <message>
        <source>%1 got no clear answer%2, and the target has since forgotten the request (it remembers one only for a while), so sending it again could act twice. %3 may have %4; its search found nothing clear. Check it, then adopt its record or confirm the step was not executed.%5</source>
        <translation>%1 hat keine klare Antwort bekommen%2, und das Ziel hat die Anfrage inzwischen vergessen (es merkt sie sich nur eine Weile); ein erneutes Senden könnte doppelt wirken. %3 hat womöglich %4; seine Suche hat nichts Eindeutiges gefunden. Prüfen Sie es und übernehmen Sie dann seinen Datensatz oder bestätigen Sie, dass der Schritt nicht ausgeführt wurde.%5</translation>
    </message>
</context>
<context>
    <name>PersonalData</name>
    <message>
        <source>the event&apos;s signed body</source>
        <translation>den signierten Inhalt des Ereignisses</translation>
    </message>
    <message>
        <source>rendered content</source>
        <translation>gerenderte Inhalte</translation>
    </message>
    <message>
        <source>the targets&apos; answers in detail</source>
        <translation>die Antworten der Ziele im Einzelnen</translation>
    </message>
    <message numerus="yes">
        <source>Personal data removed by the retention period on %1: %2, %n row(s)</source>
        <translation>
            <numerusform>Personenbezogene Daten durch die Aufbewahrungsfrist entfernt am %1: %2, %n Zeile</numerusform>
            <numerusform>Personenbezogene Daten durch die Aufbewahrungsfrist entfernt am %1: %2, %n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal data erased on request on %1 (decision #%2): %3, %n row(s)</source>
        <translation>
            <numerusform>Personenbezogene Daten auf Antrag gelöscht am %1 (Entscheidung #%2): %3, %n Zeile</numerusform>
            <numerusform>Personenbezogene Daten auf Antrag gelöscht am %1 (Entscheidung #%2): %3, %n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal data erased at the shop&apos;s request (%1) on %2 (decision #%3): %4, %n row(s)</source>
        <translation>
            <numerusform>Personenbezogene Daten auf Antrag des Shops (%1) gelöscht am %2 (Entscheidung #%3): %4, %n Zeile</numerusform>
            <numerusform>Personenbezogene Daten auf Antrag des Shops (%1) gelöscht am %2 (Entscheidung #%3): %4, %n Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message>
        <source>Created by runledgerctl probe to check what this target does with idempotency keys and lookups. Safe to delete.</source>
        <translation>Von runledgerctl probe angelegt, um zu prüfen, was dieses Ziel mit Idempotenzschlüsseln und Suchen macht. Kann gelöscht werden.</translation>
    </message>
    <message>
        <source>the target did not create the canary: %1</source>
        <translation>das Ziel hat den Testdatensatz nicht angelegt: %1</translation>
    </message>
    <message>
        <source>declares protected_create, but the same key and parameters created a second record: the target ignores the key (declare %1)</source>
        <translation>erklärt protected_create, aber gleicher Schlüssel und gleiche Parameter legten einen zweiten Datensatz an: das Ziel ignoriert den Schlüssel (erklären Sie %1)</translation>
    </message>
    <message>
        <source>declares protected_create, but the same key with other parameters was not refused (HTTP %1)</source>
        <translation>erklärt protected_create, aber derselbe Schlüssel mit anderen Parametern wurde nicht abgelehnt (HTTP %1)</translation>
    </message>
    <message>
        <source>declares a lookup, but the canary was not found by its reference within %1 s</source>
        <translation>erklärt eine Suche, aber der Testdatensatz wurde binnen %1 s nicht über seine Referenz gefunden</translation>
    </message>
    <message>
        <source>a lookup %1 ms after the create still did not show the canary; the profile&apos;s settle_ms is %2</source>
        <translation>eine Suche %1 ms nach dem Anlegen zeigte den Testdatensatz noch nicht; settle_ms des Profils ist %2</translation>
    </message>
    <message>
        <source>the lookup found %1 records for one reference</source>
        <translation>die Suche fand %1 Datensätze für eine Referenz</translation>
    </message>
    <message>
        <source>Runledger target probe</source>
        <translation>Runledger-Zielprüfung</translation>
    </message>
    <message>
        <source>Probed at</source>
        <translation>Geprüft am</translation>
    </message>
    <message>
        <source>Declared capability</source>
        <translation>Erklärte Fähigkeit</translation>
    </message>
    <message>
        <source>Observed capability</source>
        <translation>Beobachtete Fähigkeit</translation>
    </message>
    <message>
        <source>not probed: %1</source>
        <translation>nicht geprüft: %1</translation>
    </message>
    <message>
        <source>Same key and parameters</source>
        <translation>Gleicher Schlüssel und gleiche Parameter</translation>
    </message>
    <message>
        <source>one record%1</source>
        <translation>ein Datensatz%1</translation>
    </message>
    <message>
        <source>, replay marker</source>
        <translation>, Wiederholungsmarkierung</translation>
    </message>
    <message>
        <source>a second record</source>
        <translation>ein zweiter Datensatz</translation>
    </message>
    <message>
        <source>Same key, other parameters</source>
        <translation>Gleicher Schlüssel, andere Parameter</translation>
    </message>
    <message>
        <source>refused (HTTP %1)</source>
        <translation>abgelehnt (HTTP %1)</translation>
    </message>
    <message>
        <source>not refused (HTTP %1)</source>
        <translation>nicht abgelehnt (HTTP %1)</translation>
    </message>
    <message>
        <source>Lookup by reference</source>
        <translation>Suche nach Referenz</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>Canary records (safe to delete)</source>
        <translation>Testdatensätze (können gelöscht werden)</translation>
    </message>
    <message>
        <source>the profile holds: declared %1, observed %2</source>
        <translation>das Profil stimmt: angegeben %1, beobachtet %2</translation>
    </message>
    <message numerus="yes">
        <source>found %n record(s) after %1 ms (declared settle %2 ms)</source>
        <translation>
            <numerusform>%n Datensatz nach %1 ms gefunden (angegeben %2 ms)</numerusform>
            <numerusform>%n Datensätze nach %1 ms gefunden (angegeben %2 ms)</numerusform>
        </translation>
    </message>
    <message>
        <source>the target&apos;s client was closed before the probe finished</source>
        <translation>der Client des Ziels wurde geschlossen, bevor die Prüfung fertig war</translation>
    </message>
    <message>
        <source>the same code was sent twice and not refused as taken: the target does not keep its codes unique, which is what protects a voucher there</source>
        <translation>derselbe Code wurde zweimal gesendet und nicht als vergeben abgelehnt: Das Ziel hält seine Codes nicht eindeutig, und genau das schützt dort einen Gutschein</translation>
    </message>
    <message>
        <source>the canary %1 could not be removed (HTTP %2): remove it by hand</source>
        <translation>der Test-Datensatz %1 konnte nicht entfernt werden (HTTP %2): Entfernen Sie ihn von Hand</translation>
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
        <translation>Demo-Prüfer/in</translation>
    </message>
    <message>
        <source>Preparing the demo: playing the six acceptance cases against the sandbox…</source>
        <translation>Demo wird vorbereitet: die sechs Abnahmefälle laufen gegen die Sandbox…</translation>
    </message>
    <message>
        <source>Runledger demo</source>
        <translation>Runledger-Demo</translation>
    </message>
    <message>
        <source>Case %1 of 6 done: %2</source>
        <translation>Fall %1 von 6 fertig: %2</translation>
    </message>
    <message>
        <source>Cannot read the configuration</source>
        <translation>Die Konfiguration lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>About Runledger</source>
        <translation>Über Runledger</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Runledger %1&lt;/h3&gt;&lt;p&gt;Every marketing automation&apos;s action is an operation with a stable id; nothing is sent twice, and what no evidence settles waits for a named reviewer.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Runledger %1&lt;/h3&gt;&lt;p&gt;Jede Aktion einer Marketing-Automatisierung ist ein Vorgang mit fester ID; nichts wird doppelt gesendet, und was kein Nachweis klärt, wartet auf eine namentlich genannte Prüferin oder einen Prüfer.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2 (läuft mit Qt %3).&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Runledger manual</source>
        <translation>Runledger-Handbuch</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Was sie tun</translation>
    </message>
    <message>
        <source>In a decision dialog: record the decision</source>
        <translation>Im Entscheidungsdialog: Entscheidung eintragen</translation>
    </message>
    <message>
        <source>In a decision dialog: cancel (asks first when you typed something)</source>
        <translation>Im Entscheidungsdialog: abbrechen (fragt zuerst, wenn Sie etwas eingegeben haben)</translation>
    </message>
    <message>
        <source>In a decision dialog: next field; from the rationale to Record decision</source>
        <translation>Im Entscheidungsdialog: nächstes Feld; von der Begründung zu „Entscheidung eintragen“</translation>
    </message>
    <message>
        <source>Confirm not executed: tick &quot;I checked the target&quot;</source>
        <translation>Als nicht ausgeführt bestätigen: „Ich habe das Ziel geprüft“ ankreuzen</translation>
    </message>
    <message>
        <source>Confirm not executed: send the step again, or not</source>
        <translation>Als nicht ausgeführt bestätigen: den Schritt erneut senden oder nicht</translation>
    </message>
    <message>
        <source>Adopt record, Confirm not executed: look the step up again</source>
        <translation>Datensatz übernehmen, Als nicht ausgeführt bestätigen: den Schritt erneut beim Ziel suchen</translation>
    </message>
</context>
<context>
    <name>QSQLiteResult</name>
    <message>
        <source>Unable to execute statement</source>
        <translation>Anweisung kann nicht ausgeführt werden</translation>
    </message>
    <message>
        <source>Unable to fetch row</source>
        <translation>Zeile kann nicht abgerufen werden</translation>
    </message>
</context>
<context>
    <name>Reconciler</name>
    <message>
        <source>the step is not uncertain</source>
        <translation>der Schritt ist nicht unsicher</translation>
    </message>
    <message>
        <source>the target cannot confirm anything: a reviewer decides</source>
        <translation>das Ziel kann nichts bestätigen: eine prüfende Person entscheidet</translation>
    </message>
    <message>
        <source>look the step up by its reference</source>
        <translation>den Schritt über seine Referenz suchen</translation>
    </message>
    <message>
        <source>lookups keep failing; a protected retry with the same key and bytes</source>
        <translation>Suchen scheitern wiederholt; eine geschützte Wiederholung mit gleichem Schlüssel und gleichen Bytes</translation>
    </message>
    <message>
        <source>look the step up once more; if that settles nothing, it is held</source>
        <translation>den Schritt noch einmal suchen; klärt das nichts, wird er angehalten</translation>
    </message>
    <message>
        <source>the target cannot be looked up; a protected retry with the same key and bytes</source>
        <translation>das Ziel kann nicht durchsucht werden; eine geschützte Wiederholung mit gleichem Schlüssel und gleichen Bytes</translation>
    </message>
    <message>
        <source>attempt %1 (started %2) has no answer yet</source>
        <translation>Versuch %1 (gestartet %2) hat noch keine Antwort</translation>
    </message>
    <message>
        <source>attempt %1 (started %2) got no clear answer: %3</source>
        <translation>Versuch %1 (gestartet %2) bekam keine klare Antwort: %3</translation>
    </message>
    <message>
        <source>at %1 the target said an earlier request with the same key was still running</source>
        <translation>um %1 sagte das Ziel, eine frühere Anfrage mit demselben Schlüssel laufe noch</translation>
    </message>
    <message>
        <source>at %1 the target showed record %2 for this reference</source>
        <translation>um %1 zeigte das Ziel Datensatz %2 für diese Referenz</translation>
    </message>
    <message>
        <source>an earlier request may still be executing at the target until %1</source>
        <translation>eine frühere Anfrage kann beim Ziel noch bis %1 laufen</translation>
    </message>
    <message>
        <source>the target&apos;s search may not show a record before %1</source>
        <translation>die Suche des Ziels zeigt einen Datensatz vielleicht erst ab %1</translation>
    </message>
    <message>
        <source>step %1 was sent to %2, but this configuration&apos;s %3 is at %4: a lookup there proves nothing about it. Use the ledger&apos;s own configuration (leave out --config), or one whose %3 is at %2</source>
        <translation>Schritt %1 ging an %2, aber %3 dieser Konfiguration liegt bei %4: ein Nachsehen dort beweist nichts über ihn. Verwenden Sie die Konfiguration des Journals (ohne --config) oder eine, deren %3 bei %2 liegt</translation>
    </message>
    <message numerus="yes">
        <source>%1: the code %2, %3 off, usable %n time(s), created %4</source>
        <translation>
            <numerusform>%1: der Code %2, %3 Nachlass, %n-mal einlösbar, angelegt %4</numerusform>
            <numerusform>%1: der Code %2, %3 Nachlass, %n-mal einlösbar, angelegt %4</numerusform>
        </translation>
    </message>
    <message>
        <source>an amount not shown</source>
        <translation>ein nicht angezeigter Betrag</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>zu unbekannter Zeit</translation>
    </message>
    <message>
        <source>— not this step&apos;s voucher (%1)</source>
        <translation>— nicht der Gutschein dieses Schritts (%1)</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Runledger acceptance test report</source>
        <translation>Runledger-Abnahmetestbericht</translation>
    </message>
    <message>
        <source>Result: all %1 cases passed.</source>
        <translation>Ergebnis: alle %1 Fälle bestanden.</translation>
    </message>
    <message>
        <source>Result: at least one case FAILED.</source>
        <translation>Ergebnis: mindestens ein Fall ist FEHLGESCHLAGEN.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>Case id</source>
        <translation>Fall-ID</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Evidence from the target</source>
        <translation>Nachweis vom Ziel</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Totals, counted separately</source>
        <translation>Summen, getrennt gezählt</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>Zustellungen</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .json or .csv)</source>
        <translation>%1: unbekanntes Berichtsformat (.pdf, .html, .json oder .csv verwenden)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>E-mails delivered / bounced</source>
        <translation>E-Mails zugestellt / zurückgewiesen</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>NOT RUN</source>
        <translation>NICHT AUSGEFÜHRT</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>CRM tasks not countable</source>
        <translation>CRM-Aufgaben nicht zählbar</translation>
    </message>
    <message>
        <source>e-mails not countable</source>
        <translation>E-Mails nicht zählbar</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Anchored checkpoint</source>
        <translation>Verankerter Prüfpunkt</translation>
    </message>
    <message numerus="yes">
        <source>%n CRM task(s)</source>
        <translation>
            <numerusform>%n CRM-Aufgabe</numerusform>
            <numerusform>%n CRM-Aufgaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n e-mail(s)</source>
        <translation>
            <numerusform>%n E-Mail</numerusform>
            <numerusform>%n E-Mails</numerusform>
        </translation>
    </message>
    <message>
        <source>An order was followed up with exactly one CRM task and one e-mail.</source>
        <translation>Eine Bestellung wurde mit genau einer CRM-Aufgabe und einer E-Mail nachverfolgt.</translation>
    </message>
    <message>
        <source>The shop sent the same order event 22 times, twice in a row and 20 times at once. Runledger started one follow-up: one CRM task and one e-mail.</source>
        <translation>Der Shop schickte dasselbe Bestellereignis 22-mal, zweimal hintereinander und 20-mal gleichzeitig. Runledger startete eine Nachverfolgung: eine CRM-Aufgabe und eine E-Mail.</translation>
    </message>
    <message>
        <source>The CRM created the task but its answer never arrived. Runledger looked the task up in the CRM and recorded it, instead of creating a second one.</source>
        <translation>Das CRM legte die Aufgabe an, aber seine Antwort kam nie an. Runledger suchte die Aufgabe im CRM und hielt sie fest, statt eine zweite anzulegen.</translation>
    </message>
    <message>
        <source>Two senders worked on the same ten follow-ups at the same moment. Each CRM task and each e-mail went out once.</source>
        <translation>Zwei Sender bearbeiteten im selben Moment dieselben zehn Nachverfolgungen. Jede CRM-Aufgabe und jede E-Mail ging einmal hinaus.</translation>
    </message>
    <message>
        <source>An e-mail waited until a named person approved its text, and was then sent once; the CRM task before it was not repeated.</source>
        <translation>Eine E-Mail wartete, bis eine namentlich genannte Person ihren Text freigab, und wurde dann einmal gesendet; die CRM-Aufgabe davor wurde nicht wiederholt.</translation>
    </message>
    <message>
        <source>A repeat came after the CRM had stopped remembering the reference. Runledger did not create the task again; it held the follow-up for a person to decide.</source>
        <translation>Eine Wiederholung kam, nachdem das CRM die Referenz nicht mehr kannte. Runledger legte die Aufgabe nicht erneut an; es hielt die Nachverfolgung an, damit ein Mensch entscheidet.</translation>
    </message>
    <message>
        <source>recognises a repeated request by its reference</source>
        <translation>erkennt eine wiederholte Anfrage an ihrer Referenz</translation>
    </message>
    <message>
        <source>can be searched by reference; repeats are not recognised</source>
        <translation>nach Referenz durchsuchbar; Wiederholungen werden nicht erkannt</translation>
    </message>
    <message>
        <source>cannot confirm; a person checks</source>
        <translation>kann nicht bestätigen; ein Mensch prüft</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>CRM</source>
        <translation>CRM</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>the configured targets %1</source>
        <translation>die eingerichteten Ziele %1</translation>
    </message>
    <message>
        <source>I have read this report. On %1, Runledger %2 ran the six failure cases listed here against %3. For every case marked PASSED, the CRM tasks and e-mails the targets themselves counted are the ones expected, and no effect was repeated.</source>
        <translation>Ich habe diesen Bericht gelesen. Am %1 hat Runledger %2 die hier aufgeführten sechs Fehlerfälle gegen %3 ausgeführt. Für jeden als BESTANDEN markierten Fall sind die CRM-Aufgaben und E-Mails, die die Ziele selbst gezählt haben, die erwarteten, und keine Wirkung wurde wiederholt.</translation>
    </message>
    <message>
        <source>Runledger makes sure that a marketing automation&apos;s CRM tasks and e-mails go out once, even when a webhook arrives twice, a target answers late or two senders race. This report shows six situations where that usually goes wrong, what Runledger did in each, and what the targets themselves counted.</source>
        <translation>Runledger sorgt dafür, dass die CRM-Aufgaben und E-Mails einer Marketing-Automatisierung einmal hinausgehen, auch wenn ein Webhook zweimal ankommt, ein Ziel spät antwortet oder zwei Sender gleichzeitig arbeiten. Dieser Bericht zeigt sechs Situationen, in denen das meist schiefgeht, was Runledger jeweils tat und was die Ziele selbst gezählt haben.</translation>
    </message>
    <message>
        <source>Tested by</source>
        <translation>Getestet von</translation>
    </message>
    <message>
        <source>Runledger version</source>
        <translation>Runledger-Version</translation>
    </message>
    <message>
        <source>Tested against</source>
        <translation>Getestet gegen</translation>
    </message>
    <message>
        <source>The six cases at a glance</source>
        <translation>Die sechs Fälle im Überblick</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>What it shows</source>
        <translation>Was er zeigt</translation>
    </message>
    <message>
        <source>What the targets showed when checked</source>
        <translation>Was die Ziele bei der Prüfung zeigten</translation>
    </message>
    <message>
        <source>What the reviewer sees</source>
        <translation>Was die prüfende Person sieht</translation>
    </message>
    <message>
        <source>Effects expected</source>
        <translation>Erwartete Wirkungen</translation>
    </message>
    <message>
        <source>Effects counted by the target</source>
        <translation>Vom Ziel gezählte Wirkungen</translation>
    </message>
    <message>
        <source>Why this result</source>
        <translation>Warum dieses Ergebnis</translation>
    </message>
    <message>
        <source>Over all six cases. They are counted one by one, never added up into one number, so that a repeated effect cannot hide behind a total.</source>
        <translation>Über alle sechs Fälle. Sie werden einzeln gezählt, nie zu einer Zahl zusammengefasst, damit sich eine wiederholte Wirkung nicht hinter einer Summe verstecken kann.</translation>
    </message>
    <message>
        <source>Business events the shop reported (an order created, paid…).</source>
        <translation>Geschäftsereignisse, die der Shop meldete (eine Bestellung angelegt, bezahlt …).</translation>
    </message>
    <message>
        <source>Times those events arrived; more than events, because the cases send repeats on purpose.</source>
        <translation>Wie oft diese Ereignisse ankamen; mehr als Ereignisse, weil die Fälle absichtlich Wiederholungen senden.</translation>
    </message>
    <message>
        <source>Requests Runledger sent to a CRM or mail service.</source>
        <translation>Anfragen, die Runledger an ein CRM oder einen Mail-Dienst schickte.</translation>
    </message>
    <message>
        <source>Confirmed effects</source>
        <translation>Bestätigte Wirkungen</translation>
    </message>
    <message>
        <source>CRM tasks and e-mails a target confirmed it performed, each once.</source>
        <translation>CRM-Aufgaben und E-Mails, deren Ausführung ein Ziel bestätigte, jede einmal.</translation>
    </message>
    <message>
        <source>Duplicates found at a target</source>
        <translation>Bei einem Ziel gefundene Duplikate</translation>
    </message>
    <message>
        <source>Effects a target holds twice. Should be 0.</source>
        <translation>Wirkungen, die ein Ziel doppelt hat. Sollte 0 sein.</translation>
    </message>
    <message>
        <source>What the mail service reported back, where it reports delivery.</source>
        <translation>Was der Mail-Dienst zurückmeldete, wo er die Zustellung meldet.</translation>
    </message>
    <message>
        <source>Waiting for a person</source>
        <translation>Wartet auf einen Menschen</translation>
    </message>
    <message>
        <source>Follow-ups held for a reviewer at the end of the run. The late-repeat case leaves one on purpose: when nothing can prove whether a task exists, a person decides, not Runledger.</source>
        <translation>Nachverfolgungen, die am Ende des Laufs für eine prüfende Person angehalten sind. Der Fall der späten Wiederholung hinterlässt absichtlich eine: Wenn nichts beweisen kann, ob eine Aufgabe existiert, entscheidet ein Mensch, nicht Runledger.</translation>
    </message>
    <message>
        <source>Time to recovery (median)</source>
        <translation>Zeit bis zur Lösung (Median)</translation>
    </message>
    <message>
        <source>How long held follow-ups waited for a reviewer. None was resolved by a person during this run, so there is nothing to measure.</source>
        <translation>Wie lange angehaltene Nachverfolgungen auf eine prüfende Person warteten. In diesem Lauf wurde keine von einem Menschen gelöst, also gibt es nichts zu messen.</translation>
    </message>
    <message numerus="yes">
        <source>How long held follow-ups waited for a reviewer (%n resolved).</source>
        <translation>
            <numerusform>Wie lange angehaltene Nachverfolgungen auf eine prüfende Person warteten (%n gelöst).</numerusform>
            <numerusform>Wie lange angehaltene Nachverfolgungen auf eine prüfende Person warteten (%n gelöst).</numerusform>
        </translation>
    </message>
    <message>
        <source>Targets and how they were set up</source>
        <translation>Ziele und wie sie eingerichtet waren</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Remembers a reference for</source>
        <translation>Merkt sich eine Referenz für</translation>
    </message>
    <message>
        <source>Waits for an answer</source>
        <translation>Wartet auf eine Antwort</translation>
    </message>
    <message>
        <source>The record of decisions</source>
        <translation>Das Verzeichnis der Entscheidungen</translation>
    </message>
    <message>
        <source>Every decision a reviewer makes is written to Runledger&apos;s ledger, each entry sealed with the one before it. The last seal (the head hash) below changes if any entry is altered, removed or reordered.</source>
        <translation>Jede Entscheidung einer prüfenden Person wird in das Journal von Runledger geschrieben, jeder Eintrag mit dem vorigen versiegelt. Das letzte Siegel (der Kopf-Hash) unten ändert sich, wenn ein Eintrag geändert, entfernt oder umgestellt wird.</translation>
    </message>
    <message>
        <source>Head hash</source>
        <translation>Kopf-Hash</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n Entscheidung</numerusform>
            <numerusform>%n Entscheidungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Words used in this report</source>
        <translation>Begriffe in diesem Bericht</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Vorgang</translation>
    </message>
    <message>
        <source>One intended business action, such as following up one order. It has a fixed id.</source>
        <translation>Eine beabsichtigte Geschäftshandlung, etwa die Nachverfolgung einer Bestellung. Sie hat eine feste Kennung.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>One effect of an operation at a target: a CRM task or an e-mail. Each is confirmed on its own.</source>
        <translation>Eine Wirkung eines Vorgangs bei einem Ziel: eine CRM-Aufgabe oder eine E-Mail. Jede wird für sich bestätigt.</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>One try at a step. A step may need several attempts; it must still have one effect.</source>
        <translation>Ein Versuch eines Schritts. Ein Schritt kann mehrere Versuche brauchen; er darf trotzdem nur eine Wirkung haben.</translation>
    </message>
    <message>
        <source>The system that performs an effect: a CRM or a mail service.</source>
        <translation>Das System, das eine Wirkung ausführt: ein CRM oder ein Mail-Dienst.</translation>
    </message>
    <message>
        <source>Reference (idempotency key)</source>
        <translation>Referenz (Idempotenzschlüssel)</translation>
    </message>
    <message>
        <source>The unique label Runledger gives each step, so the target can recognise a repeat and Runledger can search for it.</source>
        <translation>Die eindeutige Kennzeichnung, die Runledger jedem Schritt gibt, damit das Ziel eine Wiederholung erkennt und Runledger danach suchen kann.</translation>
    </message>
    <message>
        <source>Key retention</source>
        <translation>Aufbewahrung des Schlüssels</translation>
    </message>
    <message>
        <source>How long a target remembers a reference. After that, only a search can find the earlier effect.</source>
        <translation>Wie lange sich ein Ziel eine Referenz merkt. Danach findet nur eine Suche die frühere Wirkung.</translation>
    </message>
    <message>
        <source>Reconcile (look up)</source>
        <translation>Abgleichen (nachsehen)</translation>
    </message>
    <message>
        <source>Ask the target, without changing anything, whether an effect with the reference exists.</source>
        <translation>Das Ziel fragen, ohne etwas zu ändern, ob eine Wirkung mit der Referenz existiert.</translation>
    </message>
    <message>
        <source>Held for review</source>
        <translation>Zur Prüfung angehalten</translation>
    </message>
    <message>
        <source>Runledger stopped and waits for a named person, because no evidence settles what happened.</source>
        <translation>Runledger hat angehalten und wartet auf eine namentlich genannte Person, weil kein Nachweis klärt, was geschehen ist.</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Runner</translation>
    </message>
    <message>
        <source>The part of Runledger that sends steps to the targets.</source>
        <translation>Der Teil von Runledger, der Schritte an die Ziele sendet.</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Reservierung</translation>
    </message>
    <message>
        <source>The runner&apos;s claim on a step while it works on it, so that no second runner acts on it.</source>
        <translation>Der Anspruch des Runners auf einen Schritt, während er daran arbeitet, damit kein zweiter Runner darauf handelt.</translation>
    </message>
    <message>
        <source>HTTP status (201, 503…)</source>
        <translation>HTTP-Status (201, 503 …)</translation>
    </message>
    <message>
        <source>The target&apos;s answer code: 201 means it created the record; 503 means it was unavailable.</source>
        <translation>Der Antwortcode des Ziels: 201 heißt, es hat den Datensatz angelegt; 503 heißt, es war nicht erreichbar.</translation>
    </message>
    <message>
        <source>Scratch ledger</source>
        <translation>Wegwerf-Journal</translation>
    </message>
    <message>
        <source>A ledger made only for this test run and discarded afterwards.</source>
        <translation>Ein Journal, das nur für diesen Testlauf angelegt und danach verworfen wird.</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Machine-readable twin of this report</source>
        <translation>Maschinenlesbares Gegenstück dieses Berichts</translation>
    </message>
    <message>
        <source>The totals could not be read from the ledger: %1</source>
        <translation>Die Summen konnten nicht aus dem Journal gelesen werden: %1</translation>
    </message>
    <message>
        <source>E-mails delayed / failed or suppressed</source>
        <translation>E-Mails verzögert / fehlgeschlagen oder unterdrückt</translation>
    </message>
    <message>
        <source>Delayed: not delivered yet (a temporary bounce). Failed or suppressed: the service did not send it. Neither is resent automatically.</source>
        <translation>Verzögert: noch nicht zugestellt (ein vorübergehender Bounce). Fehlgeschlagen oder unterdrückt: der Dienst hat sie nicht gesendet. Keine wird automatisch erneut gesendet.</translation>
    </message>
    <message>
        <source>Result: the %1 cases that ran passed; %2 need faults made on purpose, which only the simulation can make, and were not run.</source>
        <translation>Ergebnis: Die %1 gelaufenen Fälle bestanden; %2 brauchen absichtlich herbeigeführte Fehler, die nur die Simulation erzeugen kann, und liefen nicht.</translation>
    </message>
    <message>
        <source>None: the cases ran on a scratch ledger made for this run and then discarded. The head hash above identifies the exact sequence of decisions the cases recorded there; it is not the head of your team&apos;s ledger, whose checkpoints are anchored separately.</source>
        <translation>Keiner: Die Fälle liefen in einem Wegwerf-Journal, das für diesen Lauf angelegt und danach verworfen wurde. Der Kopf-Hash oben kennzeichnet genau die Folge von Entscheidungen, die die Fälle dort festgehalten haben; er ist nicht der Kopf des Journals Ihres Teams, dessen Prüfpunkte gesondert verankert werden.</translation>
    </message>
    <message>
        <source>Runledger&apos;s built-in simulation of a CRM and a mail service (%1), which counts every effect it performs</source>
        <translation>die eingebaute Simulation eines CRM und eines Mail-Dienstes von Runledger (%1), die jede ausgeführte Wirkung zählt</translation>
    </message>
    <message>
        <source>This run used the configured targets (%1): the CRM and mail service Runledger was set up to use, not a simulation. Their own records were searched to count what they did.</source>
        <translation>Dieser Lauf nutzte die konfigurierten Ziele (%1): das CRM und den Mail-Dienst, für die Runledger eingerichtet ist, keine Simulation. Gezählt wurde, indem ihre eigenen Datensätze durchsucht wurden.</translation>
    </message>
    <message>
        <source>This run used Runledger&apos;s built-in simulation of a CRM and a mail service, not your real systems: no real customer received anything. The simulation counts every task and e-mail it creates, and those counts are the ones reported here.</source>
        <translation>Dieser Lauf nutzte die eingebaute Simulation eines CRM und eines Mail-Dienstes von Runledger, nicht Ihre echten Systeme: Kein echter Kunde hat etwas erhalten. Die Simulation zählt jede Aufgabe und jede E-Mail, die sie anlegt, und diese Zahlen stehen in diesem Bericht.</translation>
    </message>
    <message>
        <source>Webhook</source>
        <translation>Webhook</translation>
    </message>
    <message>
        <source>The message a shop sends when something happens, such as an order being created.</source>
        <translation>Die Nachricht, die ein Shop sendet, wenn etwas geschieht, etwa wenn eine Bestellung angelegt wird.</translation>
    </message>
    <message>
        <source>orders/create, orders/paid, orders/updated</source>
        <translation>orders/create, orders/paid, orders/updated</translation>
    </message>
    <message>
        <source>The shop&apos;s names for an order created, paid or changed.</source>
        <translation>Die Namen des Shops für eine angelegte, bezahlte oder geänderte Bestellung.</translation>
    </message>
    <message>
        <source>Adopted</source>
        <translation>Übernommen</translation>
    </message>
    <message>
        <source>A record the target already held, found by its reference, was recorded as the step&apos;s effect instead of being created again.</source>
        <translation>Ein Datensatz, den das Ziel schon hatte und der über seine Referenz gefunden wurde, wurde als Wirkung des Schritts festgehalten, statt ihn erneut anzulegen.</translation>
    </message>
    <message>
        <source>Confirming lookup</source>
        <translation>Bestätigende Suche</translation>
    </message>
    <message>
        <source>A second look at the target after it answered, to see that the record is really there.</source>
        <translation>Ein zweiter Blick beim Ziel, nachdem es geantwortet hat, um zu sehen, dass der Datensatz wirklich da ist.</translation>
    </message>
    <message>
        <source>Automated test run</source>
        <translation>Automatisierter Testlauf</translation>
    </message>
    <message>
        <source>The test itself, standing in for a reviewer where a case needs a decision (approving an e-mail&apos;s text). The person signing below made no decision during the run.</source>
        <translation>Der Test selbst, der an Stelle einer prüfenden Person handelt, wo ein Fall eine Entscheidung braucht (den Text einer E-Mail freigeben). Die Person, die unten unterschreibt, hat während des Laufs nichts entschieden.</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Runledger&apos;s built-in stand-in for a CRM and a mail service. It behaves like them, can be told to fail on purpose, and counts every effect.</source>
        <translation>Der eingebaute Ersatz von Runledger für ein CRM und einen Mail-Dienst. Er verhält sich wie diese, lässt sich absichtlich zum Fehlschlagen bringen und zählt jede Wirkung.</translation>
    </message>
    <message>
        <source>vouchers not countable</source>
        <translation>Gutscheine nicht zählbar</translation>
    </message>
    <message numerus="yes">
        <source>%n voucher(s)</source>
        <translation>
            <numerusform>%n Gutschein</numerusform>
            <numerusform>%n Gutscheine</numerusform>
        </translation>
    </message>
    <message>
        <source>An order was thanked with exactly one voucher and one e-mail that carries its code.</source>
        <translation>Für eine Bestellung wurde mit genau einem Gutschein und einer E-Mail mit seinem Code gedankt.</translation>
    </message>
    <message>
        <source>The shop sent the same order event 22 times, twice in a row and 20 times at once. Runledger created one voucher and sent one e-mail with its code.</source>
        <translation>Der Shop schickte dasselbe Bestellereignis 22-mal, zweimal hintereinander und 20-mal gleichzeitig. Runledger legte einen Gutschein an und schickte eine E-Mail mit seinem Code.</translation>
    </message>
    <message>
        <source>The shop created the voucher but its answer never arrived. Runledger looked the voucher up by its code and recorded it, instead of creating a second one.</source>
        <translation>Der Shop legte den Gutschein an, aber seine Antwort kam nie an. Runledger suchte den Gutschein über seinen Code und verbuchte ihn, statt einen zweiten anzulegen.</translation>
    </message>
    <message>
        <source>Two senders worked on the same ten orders at the same moment. Each voucher and each e-mail was created once.</source>
        <translation>Zwei Absender arbeiteten im selben Moment an denselben zehn Bestellungen. Jeder Gutschein und jede E-Mail entstand einmal.</translation>
    </message>
    <message>
        <source>An e-mail with a voucher code waited until a named person approved its text, and was then sent once; the voucher before it was not created again.</source>
        <translation>Eine E-Mail mit einem Gutscheincode wartete, bis eine namentlich genannte Person ihren Text freigab, und wurde dann einmal gesendet; der Gutschein davor wurde nicht noch einmal angelegt.</translation>
    </message>
    <message>
        <source>The shop stopped remembering the request&apos;s key before its answer was known. Runledger did not send it again: it looked the voucher up by its code, found it and recorded it.</source>
        <translation>Der Shop vergaß den Schlüssel der Anfrage, bevor ihre Antwort bekannt war. Runledger schickte sie nicht noch einmal: Es suchte den Gutschein über seinen Code, fand ihn und verbuchte ihn.</translation>
    </message>
    <message>
        <source>Vouchers created</source>
        <translation>Angelegte Gutscheine</translation>
    </message>
    <message>
        <source>%1, each once</source>
        <translation>%1, jeder einmal</translation>
    </message>
    <message>
        <source>Vouchers the shop itself counted over all cases; no code was created twice.</source>
        <translation>Gutscheine, die der Shop selbst über alle Fälle gezählt hat; kein Code wurde zweimal angelegt.</translation>
    </message>
    <message>
        <source>Vouchers the shop itself counted over all cases. A code was created more than once.</source>
        <translation>Gutscheine, die der Shop selbst über alle Fälle gezählt hat. Ein Code wurde mehr als einmal angelegt.</translation>
    </message>
    <message>
        <source>Runledger&apos;s automated acceptance run</source>
        <translation>Automatischer Abnahmetest von Runledger</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>Unterzeichnet von</translation>
    </message>
</context>
<context>
    <name>Said</name>
    <message>
        <source>connection refused</source>
        <translation>Verbindung abgelehnt</translation>
    </message>
    <message>
        <source>host not found</source>
        <translation>Host nicht gefunden</translation>
    </message>
    <message>
        <source>connection closed by the target</source>
        <translation>Verbindung vom Ziel geschlossen</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>keine Antwort rechtzeitig</translation>
    </message>
    <message>
        <source>network error %1</source>
        <translation>Netzwerkfehler %1</translation>
    </message>
    <message>
        <source>%1: the request never reached the target</source>
        <translation>%1: die Anfrage hat das Ziel nie erreicht</translation>
    </message>
    <message>
        <source>no answer before the deadline; the target may have acted</source>
        <translation>keine Antwort vor Fristende; das Ziel hat womöglich gehandelt</translation>
    </message>
    <message>
        <source>no answer before the deadline</source>
        <translation>keine Antwort vor Fristende</translation>
    </message>
    <message>
        <source>%1 after the request was sent; the target may have acted</source>
        <translation>%1, nachdem die Anfrage gesendet war; das Ziel hat womöglich gehandelt</translation>
    </message>
    <message>
        <source>HTTP %1, created %2</source>
        <translation>HTTP %1, %2 angelegt</translation>
    </message>
    <message>
        <source>HTTP %1, replayed by the target for the same key: %2</source>
        <translation>HTTP %1, vom Ziel für denselben Schlüssel wiederholt: %2</translation>
    </message>
    <message>
        <source>HTTP %1 with an answer that cannot be read; the target may have acted</source>
        <translation>HTTP %1 mit einer unlesbaren Antwort; das Ziel hat womöglich gehandelt</translation>
    </message>
    <message>
        <source>an answer that cannot be read, code %1</source>
        <translation>eine unlesbare Antwort, Code %1</translation>
    </message>
    <message>
        <source>HTTP 429: rate limited; nothing was done</source>
        <translation>HTTP 429: Ratenlimit; nichts wurde getan</translation>
    </message>
    <message>
        <source>HTTP %1, which this target documents as not executed</source>
        <translation>HTTP %1, laut Dokumentation dieses Ziels nicht ausgeführt</translation>
    </message>
    <message>
        <source>HTTP 409: another request with the same key is still running at the target</source>
        <translation>HTTP 409: eine andere Anfrage mit demselben Schlüssel läuft beim Ziel noch</translation>
    </message>
    <message>
        <source>HTTP %1: redirect not followed for a request that changes data</source>
        <translation>HTTP %1: Weiterleitung für eine datenändernde Anfrage nicht gefolgt</translation>
    </message>
    <message>
        <source>HTTP %1: the target may have acted</source>
        <translation>HTTP %1: das Ziel hat womöglich gehandelt</translation>
    </message>
    <message>
        <source>the target answered with code %1</source>
        <translation>das Ziel antwortete mit Code %1</translation>
    </message>
    <message>
        <source>not sent: the request differs from the one reserved under this key</source>
        <translation>nicht gesendet: die Anfrage weicht von der unter diesem Schlüssel reservierten ab</translation>
    </message>
    <message>
        <source>HTTP 409 concurrent_idempotent_requests: the first request with this key is still running</source>
        <translation>HTTP 409 concurrent_idempotent_requests: die erste Anfrage mit diesem Schlüssel läuft noch</translation>
    </message>
    <message>
        <source>HTTP 409 invalid_idempotent_request: the target holds other content under this key</source>
        <translation>HTTP 409 invalid_idempotent_request: das Ziel hat unter diesem Schlüssel anderen Inhalt</translation>
    </message>
    <message>
        <source>HTTP 400 invalid_idempotency_key: refused before sending</source>
        <translation>HTTP 400 invalid_idempotency_key: vor dem Senden abgelehnt</translation>
    </message>
    <message>
        <source>HTTP 200: the record %1 already existed (the upsert updated it; no second record)</source>
        <translation>HTTP 200: der Datensatz %1 bestand schon (der Upsert hat ihn aktualisiert; kein zweiter Datensatz)</translation>
    </message>
    <message>
        <source>HTTP 204: the record already existed (the upsert updated it); look it up for its id</source>
        <translation>HTTP 204: der Datensatz bestand schon (der Upsert hat ihn aktualisiert); seine ID per Suche ermitteln</translation>
    </message>
    <message>
        <source>HTTP 300: several records carry this External ID; nothing was written</source>
        <translation>HTTP 300: mehrere Datensätze tragen diese External ID; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>HTTP 400 DUPLICATE_VALUE: a concurrent upsert of this reference; look it up</source>
        <translation>HTTP 400 DUPLICATE_VALUE: ein gleichzeitiger Upsert dieser Referenz; per Suche prüfen</translation>
    </message>
    <message>
        <source>HTTP %1 %2: nothing was written</source>
        <translation>HTTP %1 %2: nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>HTTP 422, Postmark error %1: not accepted</source>
        <translation>HTTP 422, Postmark-Fehler %1: nicht angenommen</translation>
    </message>
    <message>
        <source>HTTP 400 %1: nothing was created</source>
        <translation>HTTP 400 %1: nichts wurde angelegt</translation>
    </message>
    <message>
        <source>lookup failed: %1</source>
        <translation>Suche fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>lookup answer cannot be read</source>
        <translation>Antwort der Suche unlesbar</translation>
    </message>
    <message>
        <source>lookup answered HTTP %1</source>
        <translation>Suche antwortete mit HTTP %1</translation>
    </message>
    <message>
        <source>no record carries the reference (now)</source>
        <translation>kein Datensatz trägt die Referenz (jetzt)</translation>
    </message>
    <message>
        <source>%1 records carry the reference: %2</source>
        <translation>%1 Datensätze tragen die Referenz: %2</translation>
    </message>
    <message>
        <source>found %1</source>
        <translation>%1 gefunden</translation>
    </message>
    <message>
        <source>this target offers no lookup by reference</source>
        <translation>dieses Ziel bietet keine Suche nach Referenz</translation>
    </message>
    <message>
        <source>lookup refused for the rate limit; asked again later</source>
        <translation>Suche wegen Ratenlimit abgelehnt; später erneut gefragt</translation>
    </message>
    <message>
        <source>record %1 carries the step&apos;s reference</source>
        <translation>Datensatz %1 trägt die Referenz des Schritts</translation>
    </message>
    <message>
        <source>the worker holding the reservation stopped answering</source>
        <translation>der Worker mit der Reservierung antwortet nicht mehr</translation>
    </message>
    <message>
        <source>Resend reports the e-mail %1</source>
        <translation>Resend meldet die E-Mail als %1</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1</source>
        <translation>Postmark meldet die E-Mail als %1</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2)</source>
        <translation>Postmark meldet die E-Mail als %1 (%2)</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>zugestellt</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>verzögert</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>unzustellbar</translation>
    </message>
    <message>
        <source>complained</source>
        <translation>als Spam gemeldet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>unterdrückt</translation>
    </message>
    <message>
        <source>the content is not valid JSON (at character %1)</source>
        <translation>der Inhalt ist kein gültiges JSON (bei Zeichen %1)</translation>
    </message>
    <message>
        <source>the content must be a JSON object with the step&apos;s fields</source>
        <translation>der Inhalt muss ein JSON-Objekt mit den Feldern des Schritts sein</translation>
    </message>
    <message>
        <source>the field %1 must be a text</source>
        <translation>das Feld %1 muss ein Text sein</translation>
    </message>
    <message>
        <source>the subject must not be empty</source>
        <translation>der Betreff darf nicht leer sein</translation>
    </message>
    <message>
        <source>the recipient must not be empty</source>
        <translation>der Empfänger darf nicht leer sein</translation>
    </message>
    <message>
        <source>the recipient is not one e-mail address</source>
        <translation>der Empfänger ist nicht genau eine E-Mail-Adresse</translation>
    </message>
    <message>
        <source>found %1 (the target&apos;s status: %2)</source>
        <translation>%1 gefunden (Status beim Ziel: %2)</translation>
    </message>
    <message>
        <source>not sent: the voucher&apos;s code is not the one its reference gives, so the e-mail could name another code</source>
        <translation>nicht gesendet: Der Code des Gutscheins ist nicht der, den seine Referenz ergibt, also könnte die E-Mail einen anderen Code nennen</translation>
    </message>
    <message>
        <source>Shopify created the discount %1</source>
        <translation>Shopify hat den Rabatt %1 angelegt</translation>
    </message>
    <message>
        <source>Shopify refused the code as taken (userErrors TAKEN): nothing new was created; it is looked up by its code</source>
        <translation>Shopify lehnte den Code als vergeben ab (userErrors TAKEN): Nichts Neues wurde angelegt; er wird über seinen Code gesucht</translation>
    </message>
    <message>
        <source>Shopify refused the discount (userErrors %1): nothing was created</source>
        <translation>Shopify lehnte den Rabatt ab (userErrors %1): Nichts wurde angelegt</translation>
    </message>
    <message>
        <source>Shopify throttled the request (cost bucket: %1 of %2 points, %3 restored per second); nothing was done</source>
        <translation>Shopify drosselte die Anfrage (Kosten-Bucket: %1 von %2 Punkten, %3 je Sekunde wiederhergestellt); nichts wurde getan</translation>
    </message>
    <message>
        <source>Shopify answered HTTP 200 with the error %1: nothing was done</source>
        <translation>Shopify antwortete HTTP 200 mit dem Fehler %1: Nichts wurde getan</translation>
    </message>
    <message>
        <source>Shopify answered HTTP 200 with the error %1: the discount may have been created</source>
        <translation>Shopify antwortete HTTP 200 mit dem Fehler %1: Der Rabatt wurde möglicherweise angelegt</translation>
    </message>
    <message>
        <source>HTTP 400 idempotency_error: Stripe holds other parameters under this key; nothing was created by this request and it is never sent under a new key: held for a reviewer</source>
        <translation>HTTP 400 idempotency_error: Stripe hält unter diesem Schlüssel andere Parameter; diese Anfrage hat nichts angelegt, und sie wird nie unter einem neuen Schlüssel gesendet: für eine Prüfung angehalten</translation>
    </message>
    <message>
        <source>HTTP 400: Stripe already has an active promotion code with this code; nothing new was created; it is looked up by its code</source>
        <translation>HTTP 400: Stripe hat bereits einen aktiven Aktionscode mit diesem Code; nichts Neues wurde angelegt; er wird über seinen Code gesucht</translation>
    </message>
    <message>
        <source>HTTP %1 %2: Stripe refused the request; nothing was created</source>
        <translation>HTTP %1 %2: Stripe lehnte die Anfrage ab; nichts wurde angelegt</translation>
    </message>
    <message>
        <source>the target holds the code %1, but not as this step made it (%2): a duplicate at the target</source>
        <translation>das Ziel hat den Code %1, aber nicht so, wie dieser Schritt ihn angelegt hat (%2): ein Duplikat beim Ziel</translation>
    </message>
    <message>
        <source>found %1: the code %2, as this step made it</source>
        <translation>gefunden %1: der Code %2, so wie dieser Schritt ihn angelegt hat</translation>
    </message>
    <message>
        <source>the voucher has no code</source>
        <translation>der Gutschein hat keinen Code</translation>
    </message>
    <message>
        <source>the voucher&apos;s amount must be a number greater than 0</source>
        <translation>der Betrag des Gutscheins muss eine Zahl größer als 0 sein</translation>
    </message>
    <message>
        <source>the voucher&apos;s usage_limit must be a whole number of at least 1</source>
        <translation>usage_limit des Gutscheins muss eine ganze Zahl von mindestens 1 sein</translation>
    </message>
    <message>
        <source>made for another reference</source>
        <translation>für eine andere Referenz angelegt</translation>
    </message>
    <message>
        <source>another amount: %1</source>
        <translation>ein anderer Betrag: %1</translation>
    </message>
    <message>
        <source>another usage limit: %1</source>
        <translation>ein anderes Nutzungslimit: %1</translation>
    </message>
    <message>
        <source>another coupon: %1</source>
        <translation>ein anderer Coupon: %1</translation>
    </message>
    <message>
        <source>the ledger was restored from a backup taken at %1: what this attempt did after it is not known</source>
        <translation>der Ledger wurde aus einer Sicherung vom %1 wiederhergestellt: Was dieser Versuch danach tat, ist nicht bekannt</translation>
    </message>
    <message>
        <source>the ledger was restored from a backup taken at %1: the step is looked up at the target before it is sent</source>
        <translation>der Ledger wurde aus einer Sicherung vom %1 wiederhergestellt: Der Schritt wird beim Ziel nachgeschlagen, bevor er gesendet wird</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2) and deactivated the address: later e-mails to it are not sent until it is reactivated at Postmark</source>
        <translation>Postmark meldet die E-Mail %1 (%2) und hat die Adresse deaktiviert: spätere E-Mails an sie werden nicht gesendet, bis sie bei Postmark wieder aktiviert ist</translation>
    </message>
    <message>
        <source>Postmark reports the e-mail %1 (%2) and deactivated the address for good: it cannot be reactivated</source>
        <translation>Postmark meldet die E-Mail %1 (%2) und hat die Adresse endgültig deaktiviert: sie kann nicht wieder aktiviert werden</translation>
    </message>
    <message>
        <source>Postmark reports %1 about the e-mail: not a delivery failure</source>
        <translation>Postmark meldet %1 zur E-Mail: kein Zustellfehler</translation>
    </message>
    <message>
        <source>scheduled</source>
        <translation>eingeplant</translation>
    </message>
    <message>
        <source>the target asked to slow down</source>
        <translation>das Ziel bat darum, langsamer zu senden</translation>
    </message>
    <message>
        <source>the target refused it without acting (code %1)</source>
        <translation>das Ziel hat sie abgelehnt, ohne etwas zu tun (Code %1)</translation>
    </message>
    <message>
        <source>the same request was still running at the target</source>
        <translation>dieselbe Anfrage lief beim Ziel noch</translation>
    </message>
    <message>
        <source>the target holds other content under the same reference</source>
        <translation>das Ziel hat unter derselben Referenz anderen Inhalt</translation>
    </message>
</context>
<context>
    <name>StepRules</name>
    <message>
        <source>step %1 (CRM task)</source>
        <translation>Schritt %1 (CRM-Aufgabe)</translation>
    </message>
    <message>
        <source>step %1 (e-mail)</source>
        <translation>Schritt %1 (E-Mail)</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 is confirmed; it is never executed again</source>
        <translation>%1 ist bestätigt; er wird nie erneut ausgeführt</translation>
    </message>
    <message>
        <source>%1 stays held: the lookup settled nothing</source>
        <translation>%1 bleibt angehalten: die Suche hat nichts geklärt</translation>
    </message>
    <message>
        <source>%1 is still uncertain; the target will be asked again</source>
        <translation>%1 ist weiterhin ungewiss; das Ziel wird erneut gefragt</translation>
    </message>
    <message>
        <source>%1 is held: no lookup settled it</source>
        <translation>%1 ist angehalten: keine Suche hat ihn geklärt</translation>
    </message>
    <message>
        <source>%1 used all %2 attempts; a reviewer must approve a retry</source>
        <translation>%1 hat alle %2 Versuche verbraucht; eine Prüferin oder ein Prüfer muss eine Wiederholung freigeben</translation>
    </message>
    <message>
        <source>%1 waits for its backoff until %2</source>
        <translation>%1 wartet seine Wartezeit bis %2 ab</translation>
    </message>
    <message>
        <source>%1 reserved</source>
        <translation>%1 reserviert</translation>
    </message>
    <message>
        <source>an attempt of %1 is already in flight</source>
        <translation>ein Versuch von %1 läuft bereits</translation>
    </message>
    <message>
        <source>%1 waits for its content to be approved</source>
        <translation>%1 wartet auf die Freigabe seines Inhalts</translation>
    </message>
    <message>
        <source>the outcome of %1 is uncertain; reconcile with the target before anything is sent again</source>
        <translation>das Ergebnis von %1 ist ungewiss; gleichen Sie mit dem Ziel ab, bevor etwas erneut gesendet wird</translation>
    </message>
    <message>
        <source>%1 is held for a reviewer</source>
        <translation>%1 ist zur Prüfung angehalten</translation>
    </message>
    <message>
        <source>%1 was abandoned</source>
        <translation>%1 wurde aufgegeben</translation>
    </message>
    <message>
        <source>a protected retry is only for an uncertain step; %1 is %2</source>
        <translation>eine geschützte Wiederholung gibt es nur für einen ungewissen Schritt; %1 ist %2</translation>
    </message>
    <message>
        <source>the target of %1 documents no idempotent create; look the step up instead</source>
        <translation>das Ziel von %1 dokumentiert kein idempotentes Anlegen; schlagen Sie den Schritt stattdessen nach</translation>
    </message>
    <message>
        <source>the key of %1 was never sent; nothing to protect</source>
        <translation>der Schlüssel von %1 wurde nie gesendet; es gibt nichts zu schützen</translation>
    </message>
    <message>
        <source>the idempotency key of %1 expired at %2; a resend could create a second effect, so only a lookup is allowed</source>
        <translation>der Idempotenzschlüssel von %1 ist am %2 abgelaufen; erneutes Senden könnte eine zweite Wirkung erzeugen, daher ist nur eine Suche erlaubt</translation>
    </message>
    <message>
        <source>%1 used all %2 attempts</source>
        <translation>%1 hat alle %2 Versuche verbraucht</translation>
    </message>
    <message>
        <source>%1: protected retry with the same key inside its retention</source>
        <translation>%1: geschützte Wiederholung mit demselben Schlüssel innerhalb seiner Aufbewahrungsfrist</translation>
    </message>
    <message>
        <source>no attempt of %1 is in flight</source>
        <translation>kein Versuch von %1 läuft</translation>
    </message>
    <message>
        <source>%1 confirmed by the target</source>
        <translation>%1 vom Ziel bestätigt</translation>
    </message>
    <message>
        <source>%1 failed before the action %2 times; held for a reviewer</source>
        <translation>%1 ist %2-mal vor der Aktion gescheitert; zur Prüfung angehalten</translation>
    </message>
    <message>
        <source>%1 failed before the action; it will be retried after the backoff</source>
        <translation>%1 ist vor der Aktion gescheitert; er wird nach der Wartezeit wiederholt</translation>
    </message>
    <message>
        <source>%1 may have acted and its target cannot confirm; held, never resent automatically</source>
        <translation>%1 hat womöglich gehandelt, und sein Ziel kann nichts bestätigen; angehalten, nie automatisch erneut gesendet</translation>
    </message>
    <message>
        <source>%1 may have acted; reconcile with the target before anything else</source>
        <translation>%1 hat womöglich gehandelt; gleichen Sie zuerst mit dem Ziel ab</translation>
    </message>
    <message>
        <source>%1 is not uncertain; there is nothing to reconcile</source>
        <translation>%1 ist nicht ungewiss; es gibt nichts abzugleichen</translation>
    </message>
    <message>
        <source>the target of %1 offers no lookup</source>
        <translation>das Ziel von %1 bietet keine Suche</translation>
    </message>
    <message>
        <source>%1 found at the target; its reference is adopted</source>
        <translation>%1 im Ziel gefunden; seine Referenz wird übernommen</translation>
    </message>
    <message>
        <source>%1 is provably absent at the target; a retry needs a reviewer&apos;s approval</source>
        <translation>%1 fehlt nachweislich im Ziel; eine Wiederholung braucht die Freigabe einer Prüferin oder eines Prüfers</translation>
    </message>
    <message>
        <source>%1 is provably absent at the target; it may be retried</source>
        <translation>%1 fehlt nachweislich im Ziel; er darf wiederholt werden</translation>
    </message>
    <message>
        <source>%1 is already confirmed; there is nothing to reconcile</source>
        <translation>%1 ist bereits bestätigt; es gibt nichts abzugleichen</translation>
    </message>
    <message>
        <source>the target of %1 offers no lookup; adopt a record or confirm it was not executed</source>
        <translation>das Ziel von %1 bietet keine Suche; übernehmen Sie einen Datensatz oder bestätigen Sie, dass er nicht ausgeführt wurde</translation>
    </message>
    <message>
        <source>look %1 up at the target by its reference</source>
        <translation>%1 im Ziel über seine Referenz nachschlagen</translation>
    </message>
    <message>
        <source>%1 is already confirmed with a target reference</source>
        <translation>%1 ist bereits mit einer Zielreferenz bestätigt</translation>
    </message>
    <message>
        <source>only an uncertain or held step can adopt a target record; %1 is %2</source>
        <translation>nur ein ungewisser oder angehaltener Schritt kann einen Datensatz des Ziels übernehmen; %1 ist %2</translation>
    </message>
    <message>
        <source>%1 adopts the target record</source>
        <translation>%1 übernimmt den Datensatz des Ziels</translation>
    </message>
    <message>
        <source>%1 is already known not to have been executed; approve a retry instead</source>
        <translation>von %1 ist bereits bekannt, dass er nicht ausgeführt wurde; geben Sie stattdessen eine Wiederholung frei</translation>
    </message>
    <message>
        <source>only an uncertain or held step can be confirmed as not executed; %1 is %2</source>
        <translation>nur ein ungewisser oder angehaltener Schritt kann als nicht ausgeführt bestätigt werden; %1 ist %2</translation>
    </message>
    <message>
        <source>%1 is recorded as not executed; a retry may now be approved</source>
        <translation>%1 ist als nicht ausgeführt eingetragen; eine Wiederholung darf jetzt freigegeben werden</translation>
    </message>
    <message>
        <source>the outcome of %1 is uncertain: the target may already have acted. Reconcile it or confirm it was not executed before a retry</source>
        <translation>das Ergebnis von %1 ist ungewiss: das Ziel hat womöglich schon gehandelt. Gleichen Sie ab oder bestätigen Sie, dass er nicht ausgeführt wurde, bevor Sie wiederholen</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight</source>
        <translation>ein Versuch von %1 läuft</translation>
    </message>
    <message>
        <source>%1 is not held; there is nothing to retry</source>
        <translation>%1 ist nicht angehalten; es gibt nichts zu wiederholen</translation>
    </message>
    <message>
        <source>retry of %1 approved</source>
        <translation>Wiederholung von %1 freigegeben</translation>
    </message>
    <message>
        <source>%1 is confirmed; its content was sent and can no longer change</source>
        <translation>%1 ist bestätigt; sein Inhalt wurde gesendet und kann sich nicht mehr ändern</translation>
    </message>
    <message>
        <source>%1 is not waiting for a content approval</source>
        <translation>%1 wartet nicht auf eine Inhaltsfreigabe</translation>
    </message>
    <message>
        <source>content of %1 approved</source>
        <translation>Inhalt von %1 freigegeben</translation>
    </message>
    <message>
        <source>an attempt of %1 is in flight; wait for its outcome</source>
        <translation>ein Versuch von %1 läuft; warten Sie sein Ergebnis ab</translation>
    </message>
    <message>
        <source>%1 was already abandoned</source>
        <translation>%1 wurde bereits aufgegeben</translation>
    </message>
    <message>
        <source>%1 abandoned</source>
        <translation>%1 aufgegeben</translation>
    </message>
    <message>
        <source>unknown input</source>
        <translation>unbekannte Eingabe</translation>
    </message>
    <message>
        <source>Approve the content of %1.</source>
        <translation>Geben Sie den Inhalt von %1 frei.</translation>
    </message>
    <message>
        <source>None: the runner will send %1.</source>
        <translation>Keine: der Runner sendet %1.</translation>
    </message>
    <message>
        <source>None: an attempt of %1 is in flight.</source>
        <translation>Keine: ein Versuch von %1 läuft.</translation>
    </message>
    <message>
        <source>Adopt a target record or confirm %1 was not executed.</source>
        <translation>Übernehmen Sie einen Datensatz des Ziels oder bestätigen Sie, dass %1 nicht ausgeführt wurde.</translation>
    </message>
    <message>
        <source>Reconcile %1 with the target before anything else.</source>
        <translation>Gleichen Sie %1 zuerst mit dem Ziel ab.</translation>
    </message>
    <message>
        <source>Approve a retry of %1, start a new approved operation, or abandon.</source>
        <translation>Geben Sie eine Wiederholung von %1 frei, starten Sie einen neuen freigegebenen Vorgang oder geben Sie auf.</translation>
    </message>
    <message>
        <source>Check the target by hand, then adopt its record or confirm %1 was not executed.</source>
        <translation>Prüfen Sie das Ziel von Hand und übernehmen Sie dann seinen Datensatz oder bestätigen Sie, dass %1 nicht ausgeführt wurde.</translation>
    </message>
    <message>
        <source>Reconcile %1, adopt the target record, or confirm it was not executed.</source>
        <translation>Gleichen Sie %1 ab, übernehmen Sie den Datensatz des Ziels oder bestätigen Sie, dass er nicht ausgeführt wurde.</translation>
    </message>
    <message>
        <source>None: %1 is confirmed.</source>
        <translation>Keine: %1 ist bestätigt.</translation>
    </message>
    <message>
        <source>None: %1 was abandoned.</source>
        <translation>Keine: %1 wurde aufgegeben.</translation>
    </message>
    <message>
        <source>what would be sent for %1 differs from what was first sent under its key; changed content never goes out under the old key</source>
        <translation>was für %1 gesendet würde, unterscheidet sich von dem, was zuerst unter seinem Schlüssel gesendet wurde; geänderter Inhalt geht nie unter dem alten Schlüssel hinaus</translation>
    </message>
    <message>
        <source>several records at the target carry the reference of %1: a duplicate there; held for a reviewer</source>
        <translation>mehrere Datensätze beim Ziel tragen die Referenz von %1: ein Duplikat dort; angehalten für eine prüfende Person</translation>
    </message>
    <message>
        <source>%1 stays held: nothing found yet, but the target may still act on an earlier request until %2</source>
        <translation>%1 bleibt angehalten: noch nichts gefunden, aber das Ziel kann bis %2 noch auf eine frühere Anfrage handeln</translation>
    </message>
    <message>
        <source>%1 is held: its key has expired and the lookup found nothing clear</source>
        <translation>%1 ist angehalten: sein Schlüssel ist abgelaufen, und die Suche fand nichts Klares</translation>
    </message>
    <message>
        <source>%1: nothing found yet; the target may still act on an earlier request, so it is looked up again until %2</source>
        <translation>%1: noch nichts gefunden; das Ziel kann noch auf eine frühere Anfrage handeln, daher wird bis %2 weiter gesucht</translation>
    </message>
    <message>
        <source>%1 is not uncertain</source>
        <translation>%1 ist nicht unsicher</translation>
    </message>
    <message>
        <source>%1 is held: its key has expired and its target cannot be looked up</source>
        <translation>%1 ist angehalten: sein Schlüssel ist abgelaufen, und sein Ziel kann nicht durchsucht werden</translation>
    </message>
    <message>
        <source>%1 is held: its target cannot be looked up and a protected retry is not possible</source>
        <translation>%1 ist angehalten: sein Ziel kann nicht durchsucht werden, und eine geschützte Wiederholung ist nicht möglich</translation>
    </message>
    <message>
        <source>%1 is not confirmed; there is nothing to verify</source>
        <translation>%1 ist nicht bestätigt; es gibt nichts zu prüfen</translation>
    </message>
    <message>
        <source>the confirming lookup found several records for the reference of %1: a duplicate at the target; held for a reviewer</source>
        <translation>die bestätigende Suche fand mehrere Datensätze für die Referenz von %1: ein Duplikat beim Ziel; angehalten für eine prüfende Person</translation>
    </message>
    <message>
        <source>the target holds several records for %1: it was executed, more than once</source>
        <translation>das Ziel hat mehrere Datensätze für %1: er wurde ausgeführt, mehr als einmal</translation>
    </message>
    <message>
        <source>an earlier request of %1 may still be executing at the target until %2; nothing can be called not executed before then</source>
        <translation>eine frühere Anfrage von %1 kann beim Ziel noch bis %2 laufen; vorher kann nichts als nicht ausgeführt gelten</translation>
    </message>
    <message>
        <source>an earlier request of %1 may still be executing at the target until %2; wait before a retry</source>
        <translation>eine frühere Anfrage von %1 kann beim Ziel noch bis %2 laufen; warten Sie vor einer Wiederholung</translation>
    </message>
    <message>
        <source>Wait: the target may still act on %1 until %2. Then check it by hand.</source>
        <translation>Warten: das Ziel kann bis %2 noch auf %1 handeln. Prüfen Sie es dann von Hand.</translation>
    </message>
    <message>
        <source>None yet: the target may still act on %1 until %2; Runledger keeps looking it up.</source>
        <translation>Noch nichts: das Ziel kann bis %2 noch auf %1 handeln; Runledger sucht weiter.</translation>
    </message>
    <message>
        <source>Check the records at the target: keep one, delete the others there, then adopt the one kept for %1.</source>
        <translation>Prüfen Sie die Datensätze beim Ziel: behalten Sie einen, löschen Sie dort die anderen und übernehmen Sie dann den behaltenen für %1.</translation>
    </message>
    <message>
        <source>Wait until %2: the target may still act on %1. Then reconcile it.</source>
        <translation>Warten Sie bis %2: das Ziel kann noch auf %1 handeln. Gleichen Sie es dann ab.</translation>
    </message>
    <message>
        <source>the content of %1 cannot be sent as it is: start a new approved operation with edited content, or abandon</source>
        <translation>der Inhalt von %1 kann so nicht gesendet werden: starten Sie eine neue freigegebene Operation mit bearbeitetem Inhalt oder brechen Sie ab</translation>
    </message>
    <message>
        <source>step %1 (voucher)</source>
        <translation>Schritt %1 (Gutschein)</translation>
    </message>
    <message>
        <source>Start a new approved operation with edited content for %1, or abandon.</source>
        <translation>Starten Sie einen neuen freigegebenen Vorgang mit bearbeitetem Inhalt für %1, oder verwerfen Sie ihn.</translation>
    </message>
    <message>
        <source>Wait until %2: the target&apos;s search may not show the record of %1 before then. Then adopt its record or confirm it was not executed.</source>
        <translation>Warten Sie bis %2: die Suche des Ziels zeigt den Datensatz von %1 womöglich erst dann. Übernehmen Sie danach seinen Datensatz oder bestätigen Sie, dass er nicht ausgeführt wurde.</translation>
    </message>
</context>
<context>
    <name>TargetProfile</name>
    <message>
        <source>target %1: %2</source>
        <translation>Ziel %1: %2</translation>
    </message>
    <message>
        <source>base_url must be an http or https URL</source>
        <translation>base_url muss eine http- oder https-URL sein</translation>
    </message>
    <message>
        <source>capability must be protected_create, lookup_only or none</source>
        <translation>capability muss protected_create, lookup_only oder none sein</translation>
    </message>
    <message>
        <source>max_attempts, max_in_flight and timeouts must be at least 1</source>
        <translation>max_attempts, max_in_flight und Zeitlimits müssen mindestens 1 sein</translation>
    </message>
    <message>
        <source>a token must not be written into the configuration; name its environment variable in token_env</source>
        <translation>ein Token gehört nicht in die Konfiguration; nennen Sie seine Umgebungsvariable in token_env</translation>
    </message>
    <message>
        <source>not_executed_statuses must be HTTP error codes</source>
        <translation>not_executed_statuses müssen HTTP-Fehlercodes sein</translation>
    </message>
    <message>
        <source>max_execution_ms must not be shorter than deadline_ms: the target may still act until the deadline</source>
        <translation>max_execution_ms darf nicht kürzer als deadline_ms sein: das Ziel kann bis zur Frist noch handeln</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 muss true oder false sein</translation>
    </message>
    <message>
        <source>capability lookup_only needs a lookup; set lookup to true or declare capability none</source>
        <translation>capability lookup_only braucht eine Suche; setzen Sie lookup auf true oder erklären Sie capability none</translation>
    </message>
    <message>
        <source>Resend offers no lookup by reference; remove &quot;lookup&quot;</source>
        <translation>Resend bietet keine Suche nach Referenz; entfernen Sie &quot;lookup&quot;</translation>
    </message>
    <message>
        <source>protocol &quot;%1&quot; is not supported by this build (supported: %2)</source>
        <translation>Protokoll &quot;%1&quot; wird von diesem Build nicht unterstützt (unterstützt: %2)</translation>
    </message>
    <message>
        <source>protocol %1 is for %2 targets: kind must be &quot;%2&quot;</source>
        <translation>Protokoll %1 ist für %2-Ziele: kind muss &quot;%2&quot; sein</translation>
    </message>
    <message>
        <source>protocol %1 needs &quot;from&quot;: the sender address</source>
        <translation>Protokoll %1 braucht &quot;from&quot;: die Absenderadresse</translation>
    </message>
    <message>
        <source>field_map values must be the target&apos;s field names</source>
        <translation>Die Werte von field_map müssen Feldnamen des Ziels sein</translation>
    </message>
    <message>
        <source>Salesforce&apos;s External ID has no retention limit; remove key_retention_seconds</source>
        <translation>Die External ID von Salesforce hat keine Aufbewahrungsgrenze; entfernen Sie key_retention_seconds</translation>
    </message>
    <message>
        <source>webhook_secret_env is for the delivery events of resend and postmark targets</source>
        <translation>webhook_secret_env ist für die Zustellereignisse von Resend- und Postmark-Zielen</translation>
    </message>
    <message>
        <source>record_url and search_url must be http or https URL templates</source>
        <translation>record_url und search_url müssen http- oder https-URL-Vorlagen sein</translation>
    </message>
    <message>
        <source>timeouts, attempts and backoff must be numbers from 0 to 1,000,000,000</source>
        <translation>Zeitlimits, Versuche und Wartezeiten müssen Zahlen von 0 bis 1.000.000.000 sein</translation>
    </message>
    <message>
        <source>kind must be &quot;crm&quot;, &quot;mail&quot; or &quot;voucher&quot;</source>
        <translation>kind muss &quot;crm&quot;, &quot;mail&quot; oder &quot;voucher&quot; sein</translation>
    </message>
    <message>
        <source>a voucher target needs the protocol shopify_discount or stripe_promotion_code</source>
        <translation>ein Gutscheinziel braucht das Protokoll shopify_discount oder stripe_promotion_code</translation>
    </message>
    <message>
        <source>code_prefix must be up to 8 capital letters or digits, like &quot;SHOP&quot;</source>
        <translation>code_prefix muss aus bis zu 8 Großbuchstaben oder Ziffern bestehen, etwa &quot;SHOP&quot;</translation>
    </message>
    <message>
        <source>Shopify&apos;s discount codes carry no idempotency key; remove key_retention_seconds</source>
        <translation>Shopifys Rabattcodes tragen keinen Idempotenzschlüssel; entfernen Sie key_retention_seconds</translation>
    </message>
    <message>
        <source>protocol stripe_promotion_code needs &quot;coupon&quot;: the id of the coupon its promotion codes point at</source>
        <translation>das Protokoll stripe_promotion_code braucht &quot;coupon&quot;: die ID des Coupons, auf den seine Aktionscodes verweisen</translation>
    </message>
    <message>
        <source>a voucher target can always be looked up by its code; declare lookup_only (Shopify) or protected_create (Stripe)</source>
        <translation>ein Gutscheinziel lässt sich immer über seinen Code nachschlagen; erklären Sie lookup_only (Shopify) oder protected_create (Stripe)</translation>
    </message>
    <message>
        <source>Shopify documents no idempotency key for discountCodeBasicCreate; declare capability lookup_only</source>
        <translation>Shopify dokumentiert für discountCodeBasicCreate keinen Idempotenzschlüssel; erklären Sie capability lookup_only</translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>a service login</source>
        <translation>ein Dienst-Login</translation>
    </message>
    <message>
        <source>a reviewer</source>
        <translation>Prüfer/in</translation>
    </message>
    <message>
        <source>an approver</source>
        <translation>Freigeber/in</translation>
    </message>
    <message>
        <source>an auditor</source>
        <translation>Auditor/in</translation>
    </message>
    <message>
        <source>the login %1 is not on this ledger&apos;s team; the ledger&apos;s owner adds it with runledgerctl team add</source>
        <translation>das Login %1 gehört nicht zum Team dieses Journals; der Eigentümer des Journals fügt es mit runledgerctl team add hinzu</translation>
    </message>
    <message>
        <source>you are signed in as %1 (login %2); a decision cannot be recorded under another name (%3)</source>
        <translation>Sie sind als %1 angemeldet (Login %2); eine Entscheidung kann nicht unter einem anderen Namen eingetragen werden (%3)</translation>
    </message>
    <message>
        <source>%1 needs %2; the login %3 is %4</source>
        <translation>%1 braucht: %2; das Login %3 ist: %4</translation>
    </message>
    <message>
        <source>a SQLite ledger is one person&apos;s file and has no team: roles need a PostgreSQL ledger</source>
        <translation>ein SQLite-Journal ist die Datei einer Person und hat kein Team: Rollen brauchen ein PostgreSQL-Journal</translation>
    </message>
    <message>
        <source>reading who is signed in</source>
        <translation>beim Lesen, wer angemeldet ist</translation>
    </message>
    <message>
        <source>reading the team</source>
        <translation>beim Lesen des Teams</translation>
    </message>
    <message>
        <source>setting up the team&apos;s roles</source>
        <translation>beim Einrichten der Team-Rollen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a database login name</source>
        <translation>&apos;%1&apos; ist kein Login-Name der Datenbank</translation>
    </message>
    <message>
        <source>a team member needs a display name</source>
        <translation>ein Teammitglied braucht einen Anzeigenamen</translation>
    </message>
    <message>
        <source>reading the login</source>
        <translation>beim Lesen des Logins</translation>
    </message>
    <message>
        <source>there is no database login %1: the administrator creates it first (CREATE ROLE %1 LOGIN PASSWORD …)</source>
        <translation>es gibt kein Datenbank-Login %1: die Administration legt es zuerst an (CREATE ROLE %1 LOGIN PASSWORD …)</translation>
    </message>
    <message>
        <source>the database role %1 cannot log in</source>
        <translation>die Datenbankrolle %1 kann sich nicht anmelden</translation>
    </message>
    <message>
        <source>reading the roles</source>
        <translation>beim Lesen der Rollen</translation>
    </message>
    <message>
        <source>the team&apos;s roles are not set up on this database: run runledgerctl team init first</source>
        <translation>die Team-Rollen sind in dieser Datenbank nicht eingerichtet: zuerst runledgerctl team init ausführen</translation>
    </message>
    <message>
        <source>granting the login&apos;s role</source>
        <translation>beim Vergeben der Rolle des Logins</translation>
    </message>
    <message>
        <source>adding the team member</source>
        <translation>beim Hinzufügen des Teammitglieds</translation>
    </message>
    <message>
        <source>reading the login&apos;s roles</source>
        <translation>beim Lesen der Rollen des Logins</translation>
    </message>
    <message>
        <source>revoking the login&apos;s role</source>
        <translation>beim Entziehen der Rolle des Logins</translation>
    </message>
    <message>
        <source>removing the team member</source>
        <translation>beim Entfernen des Teammitglieds</translation>
    </message>
    <message>
        <source>%1 is not an active member of this ledger&apos;s team</source>
        <translation>%1 ist kein aktives Mitglied des Teams dieses Journals</translation>
    </message>
    <message>
        <source>recording the team&apos;s change</source>
        <translation>beim Eintragen der Änderung des Teams</translation>
    </message>
    <message>
        <source>reading the team&apos;s history</source>
        <translation>beim Lesen der Geschichte des Teams</translation>
    </message>
    <message>
        <source>the login %1 was not on the team</source>
        <translation>das Login %1 gehörte nicht zum Team</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keines)</translation>
    </message>
    <message>
        <source>the login %1 had been removed from the team</source>
        <translation>das Login %1 war aus dem Team entfernt worden</translation>
    </message>
    <message>
        <source>the login %1 was %2</source>
        <translation>das Login %1 war: %2</translation>
    </message>
    <message>
        <source>nobody on this team may countersign: a request for a four-eyes decision waits until an approver is added (runledgerctl team add --role approver)</source>
        <translation>niemand in diesem Team darf gegenzeichnen: ein Antrag auf eine Vier-Augen-Entscheidung wartet, bis eine Freigeber/in hinzugefügt wird (runledgerctl team add --role approver)</translation>
    </message>
    <message>
        <source>%1 is the only approver: %1 countersigns the reviewers&apos; requests, but a request %1 makes waits until a second approver is added</source>
        <translation>%1 ist die einzige Freigeber/in: %1 zeichnet die Anträge der Prüfer/innen gegen, aber ein Antrag von %1 wartet, bis eine zweite Freigeber/in hinzugefügt wird</translation>
    </message>
</context>
<context>
    <name>rl::app</name>
    <message>
        <source>the PDF helper runledger-pdf is not installed next to this program</source>
        <translation>das PDF-Hilfsprogramm runledger-pdf ist nicht neben diesem Programm installiert</translation>
    </message>
    <message>
        <source>the PDF helper did not start: %1</source>
        <translation>das PDF-Hilfsprogramm startete nicht: %1</translation>
    </message>
    <message>
        <source>the PDF helper did not finish in time</source>
        <translation>das PDF-Hilfsprogramm wurde nicht rechtzeitig fertig</translation>
    </message>
    <message>
        <source>the PDF helper failed: %1</source>
        <translation>das PDF-Hilfsprogramm ist gescheitert: %1</translation>
    </message>
    <message>
        <source>a PDF needs Qt GUI, which this program did not start</source>
        <translation>ein PDF braucht Qt GUI, das dieses Programm nicht gestartet hat</translation>
    </message>
    <message>
        <source>the PDF could not be written</source>
        <translation>das PDF konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1 could not be attached to the PDF</source>
        <translation>%1 konnte nicht an das PDF angehängt werden</translation>
    </message>
    <message>
        <source>the sandbox program runledger-sandbox is not installed next to this program or on the PATH</source>
        <translation>das Sandbox-Programm runledger-sandbox ist weder neben diesem Programm noch im PATH installiert</translation>
    </message>
    <message>
        <source>the sandbox program %1 did not start: %2</source>
        <translation>das Sandbox-Programm %1 ist nicht gestartet: %2</translation>
    </message>
</context>
<context>
    <name>rl::app::AcceptanceRun</name>
    <message>
        <source>Normal success</source>
        <translation>Normaler Erfolg</translation>
    </message>
    <message>
        <source>Same event delivered twice (and 20 times at once)</source>
        <translation>Dasselbe Ereignis zweimal zugestellt (und 20-mal gleichzeitig)</translation>
    </message>
    <message>
        <source>Timeout after the CRM succeeded</source>
        <translation>Zeitüberschreitung, nachdem das CRM erfolgreich war</translation>
    </message>
    <message>
        <source>Two concurrent attempts</source>
        <translation>Zwei gleichzeitige Versuche</translation>
    </message>
    <message>
        <source>Resume after approval</source>
        <translation>Fortsetzen nach Freigabe</translation>
    </message>
    <message>
        <source>Late repeat after the idempotency key expired</source>
        <translation>Späte Wiederholung nach Ablauf des Idempotenzschlüssels</translation>
    </message>
    <message>
        <source>no operation</source>
        <translation>kein Vorgang</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Setting up the sandbox and the scratch ledger</source>
        <translation>Sandbox und Übungsjournal werden eingerichtet</translation>
    </message>
    <message>
        <source>None: every step is confirmed.</source>
        <translation>Keine: jeder Schritt ist bestätigt.</translation>
    </message>
    <message>
        <source>One orders/create event; flow: CRM task, then e-mail.</source>
        <translation>Ein orders/create-Ereignis; Ablauf: CRM-Aufgabe, dann E-Mail.</translation>
    </message>
    <message>
        <source>completed with one task and one e-mail</source>
        <translation>abgeschlossen mit einer Aufgabe und einer E-Mail</translation>
    </message>
    <message>
        <source>the operation did not complete</source>
        <translation>der Vorgang wurde nicht abgeschlossen</translation>
    </message>
    <message>
        <source>The same event delivered twice with different webhook ids, then 20 more deliveries of it.</source>
        <translation>Dasselbe Ereignis zweimal mit verschiedenen Webhook-IDs zugestellt, dann 20 weitere Zustellungen davon.</translation>
    </message>
    <message>
        <source>%1 operations for one event</source>
        <translation>%1 Vorgänge für ein Ereignis</translation>
    </message>
    <message>
        <source>22 deliveries, one operation, one task, one e-mail</source>
        <translation>22 Zustellungen, ein Vorgang, eine Aufgabe, eine E-Mail</translation>
    </message>
    <message>
        <source>The CRM creates the task and its answer is lost (the runner times out).</source>
        <translation>Das CRM legt die Aufgabe an, und seine Antwort geht verloren (der Runner läuft in eine Zeitüberschreitung).</translation>
    </message>
    <message>
        <source>reconciled with the CRM; its task was adopted, not created again</source>
        <translation>mit dem CRM abgeglichen; seine Aufgabe wurde übernommen, nicht erneut angelegt</translation>
    </message>
    <message>
        <source>the uncertain step was not reconciled</source>
        <translation>der ungewisse Schritt wurde nicht abgeglichen</translation>
    </message>
    <message>
        <source>Ten operations, two runners on one ledger racing for every step; the target ignores idempotency keys.</source>
        <translation>Zehn Vorgänge, zwei Runner auf einem Journal wetteifern um jeden Schritt; das Ziel ignoriert Idempotenzschlüssel.</translation>
    </message>
    <message>
        <source>not every operation completed</source>
        <translation>nicht jeder Vorgang wurde abgeschlossen</translation>
    </message>
    <message>
        <source>20 steps, 20 attempts: each reservation let exactly one runner act</source>
        <translation>20 Schritte, 20 Versuche: jede Reservierung ließ genau einen Runner handeln</translation>
    </message>
    <message>
        <source>%1 attempts for 20 steps</source>
        <translation>%1 Versuche für 20 Schritte</translation>
    </message>
    <message>
        <source>the e-mail never waited for approval</source>
        <translation>die E-Mail hat nie auf eine Freigabe gewartet</translation>
    </message>
    <message>
        <source>Acceptance test: e-mail text checked</source>
        <translation>Abnahmetest: E-Mail-Text geprüft</translation>
    </message>
    <message>
        <source>the operation did not resume after the approval</source>
        <translation>der Vorgang wurde nach der Freigabe nicht fortgesetzt</translation>
    </message>
    <message>
        <source>step 1 not repeated; the e-mail sent is the approved version byte for byte</source>
        <translation>Schritt 1 nicht wiederholt; die gesendete E-Mail ist Byte für Byte die freigegebene Version</translation>
    </message>
    <message>
        <source>the e-mail sent differs from the approved version</source>
        <translation>die gesendete E-Mail weicht von der freigegebenen Version ab</translation>
    </message>
    <message>
        <source>looked up, no clear evidence: held for a reviewer; nothing was resent</source>
        <translation>nachgeschlagen, kein klarer Nachweis: zur Prüfung angehalten; nichts wurde erneut gesendet</translation>
    </message>
    <message>
        <source>the step was not held after the key expired (state %1)</source>
        <translation>der Schritt wurde nach Ablauf des Schlüssels nicht angehalten (Zustand %1)</translation>
    </message>
    <message>
        <source>the configuration needs a crm and a mail target</source>
        <translation>die Konfiguration braucht ein crm- und ein mail-Ziel</translation>
    </message>
    <message>
        <source>past the key&apos;s retention the task was looked up and found: adopted, nothing was resent</source>
        <translation>nach der Aufbewahrungsfrist des Schlüssels wurde die Aufgabe nachgeschlagen und gefunden: übernommen, nichts wurde erneut gesendet</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1; open step: %2; attempts: %3</source>
        <translation>%1; offener Schritt: %2; Versuche: %3</translation>
    </message>
    <message>
        <source>The CRM task is created, its answer lost; the CRM&apos;s search has not caught up when the 2 s key retention has passed.</source>
        <translation>Die CRM-Aufgabe wird angelegt, ihre Antwort geht verloren; die Suche des CRM hat noch nicht aufgeholt, als die Schlüsselaufbewahrung von 2 s abgelaufen ist.</translation>
    </message>
    <message>
        <source>Probing the configured targets</source>
        <translation>Prüfung der konfigurierten Ziele</translation>
    </message>
    <message>
        <source>target %1 could not be probed, so no case was run: %2</source>
        <translation>Ziel %1 konnte nicht geprüft werden, daher wurde kein Fall ausgeführt: %2</translation>
    </message>
    <message>
        <source>(the CRM tasks could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(die CRM-Aufgaben konnten nicht gezählt werden: %1 bietet keine Suche nach der Referenz)</translation>
    </message>
    <message>
        <source>(the e-mails could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(die E-Mails konnten nicht gezählt werden: %1 bietet keine Suche nach der Referenz)</translation>
    </message>
    <message>
        <source>The CRM task is created, its answer lost, and the key retention runs out.</source>
        <translation>Die CRM-Aufgabe wird angelegt, ihre Antwort geht verloren, und die Aufbewahrung des Schlüssels läuft ab.</translation>
    </message>
    <message>
        <source>Ten operations, two runners on one ledger racing for every step.</source>
        <translation>Zehn Vorgänge, zwei Runner auf einem Ledger wetteifern um jeden Schritt.</translation>
    </message>
    <message>
        <source>step 1 not repeated; the request sent is the approved version&apos;s (its fingerprint)</source>
        <translation>Schritt 1 nicht wiederholt; die gesendete Anfrage ist die der genehmigten Fassung (ihr Fingerabdruck)</translation>
    </message>
    <message>
        <source>the request sent is not the approved version&apos;s</source>
        <translation>die gesendete Anfrage ist nicht die der genehmigten Fassung</translation>
    </message>
    <message>
        <source>the target performed %1 and %2, expected %3 and %4</source>
        <translation>das Ziel führte %1 und %2 aus, erwartet %3 und %4</translation>
    </message>
    <message numerus="yes">
        <source>%n CRM task(s)</source>
        <translation>
            <numerusform>%n CRM-Aufgabe</numerusform>
            <numerusform>%n CRM-Aufgaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n e-mail(s)</source>
        <translation>
            <numerusform>%n E-Mail</numerusform>
            <numerusform>%n E-Mails</numerusform>
        </translation>
    </message>
    <message>
        <source>the probe did not finish within %1 s</source>
        <translation>die Prüfung war nicht innerhalb von %1 s fertig</translation>
    </message>
    <message>
        <source>Unknown: the ledger could not be read (%1).</source>
        <translation>Unbekannt: das Journal konnte nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>the ledger could not be read: %1</source>
        <translation>das Journal konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the mail target has no sandbox admin API, so the cases send real e-mails: set its &quot;probe_recipient&quot; (or &quot;from&quot;) to an address you read</source>
        <translation>das Mail-Ziel hat keine Sandbox-Admin-API, die Fälle senden also echte E-Mails: setzen Sie sein &quot;probe_recipient&quot; (oder &quot;from&quot;) auf eine Adresse, die Sie lesen</translation>
    </message>
    <message>
        <source>the ledger could not be read (%1)</source>
        <translation>das Journal konnte nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>Unknown: step %1 is not in the ledger.</source>
        <translation>Unbekannt: Schritt %1 steht nicht im Journal.</translation>
    </message>
    <message>
        <source>the e-mail step is not in the ledger</source>
        <translation>der E-Mail-Schritt steht nicht im Journal</translation>
    </message>
    <message>
        <source>no such case</source>
        <translation>diesen Fall gibt es nicht</translation>
    </message>
    <message>
        <source>Automated test run</source>
        <translation>Automatisierter Testlauf</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>not run: this case makes the target lose its answer (and moves its clock) on purpose, which only the simulation can do; the configured targets cannot be told to</source>
        <translation>nicht gelaufen: Dieser Fall lässt das Ziel absichtlich seine Antwort verlieren (und stellt seine Uhr vor), was nur die Simulation kann; den konfigurierten Zielen lässt sich das nicht auftragen</translation>
    </message>
    <message>
        <source>orders/paid: the CRM task runs, the e-mail waits for its text to be approved; the automated test run approves it, standing in for a reviewer.</source>
        <translation>orders/paid: Die CRM-Aufgabe läuft, die E-Mail wartet auf die Freigabe ihres Textes; der automatisierte Testlauf gibt sie frei, an Stelle einer prüfenden Person.</translation>
    </message>
    <message>
        <source>the configuration has no voucher target</source>
        <translation>die Konfiguration hat kein Gutscheinziel</translation>
    </message>
    <message numerus="yes">
        <source>%n voucher(s)</source>
        <translation>
            <numerusform>%n Gutschein</numerusform>
            <numerusform>%n Gutscheine</numerusform>
        </translation>
    </message>
    <message>
        <source>(the vouchers could not be counted: %1 cannot be looked up by reference)</source>
        <translation>(die Gutscheine konnten nicht gezählt werden: %1 lässt sich nicht über die Referenz nachschlagen)</translation>
    </message>
    <message>
        <source>Timeout after the voucher was created</source>
        <translation>Zeitüberschreitung, nachdem der Gutschein angelegt war</translation>
    </message>
    <message>
        <source>Late repeat after Stripe&apos;s idempotency key expired</source>
        <translation>Späte Wiederholung, nachdem Stripes Idempotenzschlüssel abgelaufen war</translation>
    </message>
    <message>
        <source>One orders/create event; flow: a voucher, then an e-mail with its code.</source>
        <translation>Ein orders/create-Ereignis; Flow: ein Gutschein, dann eine E-Mail mit seinem Code.</translation>
    </message>
    <message>
        <source>completed with one voucher and one e-mail with its code</source>
        <translation>abgeschlossen mit einem Gutschein und einer E-Mail mit seinem Code</translation>
    </message>
    <message>
        <source>22 deliveries, one operation, one voucher, one e-mail</source>
        <translation>22 Zustellungen, ein Vorgang, ein Gutschein, eine E-Mail</translation>
    </message>
    <message>
        <source>The shop creates the voucher and its answer is lost (the runner times out).</source>
        <translation>Der Shop legt den Gutschein an, und seine Antwort geht verloren (der Runner läuft in eine Zeitüberschreitung).</translation>
    </message>
    <message>
        <source>looked up by its code at the shop; the voucher was adopted, not created again</source>
        <translation>über seinen Code im Shop nachgeschlagen; der Gutschein wurde übernommen, nicht noch einmal angelegt</translation>
    </message>
    <message>
        <source>orders/paid: the voucher is created, the e-mail with its code waits for its text to be approved; the automated test run approves it, standing in for a reviewer.</source>
        <translation>orders/paid: Der Gutschein wird angelegt, die E-Mail mit seinem Code wartet auf die Freigabe ihres Textes; der automatisierte Testlauf gibt sie frei, stellvertretend für eine prüfende Person.</translation>
    </message>
    <message>
        <source>The shop&apos;s voucher create outlasts the runner&apos;s patience and Stripe&apos;s 2 s key retention; then it finishes, and the automated test run reconciles the held step, standing in for a reviewer.</source>
        <translation>Das Anlegen des Gutscheins im Shop dauert länger als die Geduld des Runners und Stripes 2 s Schlüsselaufbewahrung; dann wird es fertig, und der automatisierte Testlauf gleicht den angehaltenen Schritt ab, stellvertretend für eine prüfende Person.</translation>
    </message>
    <message>
        <source>The shop&apos;s voucher create outlasts the runner&apos;s patience; the shop has no key to expire, only the code.</source>
        <translation>Das Anlegen des Gutscheins im Shop dauert länger als die Geduld des Runners; der Shop hat keinen Schlüssel, der ablaufen könnte, nur den Code.</translation>
    </message>
    <message>
        <source>the voucher step was not settled (state %1)</source>
        <translation>der Gutscheinschritt wurde nicht geklärt (Zustand %1)</translation>
    </message>
    <message>
        <source>looked up by its code until the create had finished: found and adopted, nothing was resent</source>
        <translation>über seinen Code nachgeschlagen, bis das Anlegen fertig war: gefunden und übernommen, nichts wurde erneut gesendet</translation>
    </message>
    <message>
        <source>the voucher was sent again</source>
        <translation>der Gutschein wurde noch einmal gesendet</translation>
    </message>
    <message>
        <source>Acceptance test: the voucher&apos;s create has finished; look its code up</source>
        <translation>Abnahmetest: Das Anlegen des Gutscheins ist fertig; seinen Code nachschlagen</translation>
    </message>
    <message>
        <source>the held voucher was not found and adopted by its code (state %1)</source>
        <translation>der angehaltene Gutschein wurde nicht über seinen Code gefunden und übernommen (Zustand %1)</translation>
    </message>
    <message>
        <source>past the key&apos;s retention nothing was resent: held, then looked up by its code, found and adopted</source>
        <translation>nach Ablauf der Schlüsselaufbewahrung wurde nichts erneut gesendet: angehalten, dann über seinen Code nachgeschlagen, gefunden und übernommen</translation>
    </message>
    <message>
        <source>cannot start the sandbox target: %1</source>
        <translation>das Sandbox-Ziel lässt sich nicht starten: %1</translation>
    </message>
</context>
<context>
    <name>rl::app::CallbackSender</name>
    <message>
        <source>caller %1: %2</source>
        <translation>Aufrufer %1: %2</translation>
    </message>
    <message>
        <source>its callback is configured, but %1 (the address to send it to) is not set</source>
        <translation>sein Rückruf ist konfiguriert, aber %1 (die Zieladresse) ist nicht gesetzt</translation>
    </message>
    <message>
        <source>callbacks are signed: set %1 to a Standard Webhooks secret (whsec_…)</source>
        <translation>Rückrufe werden signiert: setzen Sie %1 auf ein Standard-Webhooks-Geheimnis (whsec_…)</translation>
    </message>
    <message>
        <source>callbacks: the ledger could not be read: %1</source>
        <translation>Rückrufe: das Journal konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>callback %1 was delivered, but recording that failed: %2</source>
        <translation>Rückruf %1 wurde zugestellt, aber das Eintragen schlug fehl: %2</translation>
    </message>
    <message>
        <source>callback %1 delivered to caller %2: operation %3 is %4</source>
        <translation>Rückruf %1 an Aufrufer %2 zugestellt: Vorgang %3 ist %4</translation>
    </message>
    <message>
        <source>callback %1: recording the next try failed: %2</source>
        <translation>Rückruf %1: Eintragen des nächsten Versuchs schlug fehl: %2</translation>
    </message>
    <message>
        <source>callback %1 to caller %2 not delivered (try %3: %4); next try in %5 s</source>
        <translation>Rückruf %1 an Aufrufer %2 nicht zugestellt (Versuch %3: %4); nächster Versuch in %5 s</translation>
    </message>
</context>
<context>
    <name>rl::app::Connector</name>
    <message>
        <source>no answer within %1 ms</source>
        <translation>keine Antwort innerhalb von %1 ms</translation>
    </message>
    <message>
        <source>connected: the token is accepted (it may only send e-mails)</source>
        <translation>verbunden: das Token wird angenommen (es darf nur E-Mails senden)</translation>
    </message>
    <message>
        <source>the target refused the token (HTTP %1)</source>
        <translation>das Ziel hat das Token abgelehnt (HTTP %1)</translation>
    </message>
    <message>
        <source>connected: the token is accepted, and the target asks to slow down (HTTP 429)</source>
        <translation>verbunden: das Token wird angenommen, und das Ziel bittet, langsamer zu werden (HTTP 429)</translation>
    </message>
    <message>
        <source>connected: a read-only call was answered (HTTP %1)</source>
        <translation>verbunden: ein nur lesender Aufruf wurde beantwortet (HTTP %1)</translation>
    </message>
    <message>
        <source>unexpected answer (HTTP %1): %2</source>
        <translation>unerwartete Antwort (HTTP %1): %2</translation>
    </message>
    <message>
        <source>this target offers no read-only call to test the connection with</source>
        <translation>dieses Ziel bietet keinen nur lesenden Aufruf, um die Verbindung zu testen</translation>
    </message>
</context>
<context>
    <name>rl::app::HoldAlerter</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>alerts are configured, but %1 (the address to send them to) is not set</source>
        <translation>Meldungen sind eingerichtet, aber %1 (die Adresse, an die sie gehen) ist nicht gesetzt</translation>
    </message>
    <message>
        <source>%1 must be an https address (http only to this machine)</source>
        <translation>%1 muss eine https-Adresse sein (http nur zu diesem Rechner)</translation>
    </message>
    <message>
        <source>%1 must be a Standard Webhooks secret (whsec_ followed by base64)</source>
        <translation>%1 muss ein Standard-Webhooks-Geheimnis sein (whsec_ gefolgt von Base64)</translation>
    </message>
    <message>
        <source>standard alerts are signed: set %1 to a Standard Webhooks secret (whsec_…)</source>
        <translation>Standard-Meldungen sind signiert: setzen Sie %1 auf ein Standard-Webhooks-Geheimnis (whsec_…)</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) held longer than %1 wait for a reviewer (%2). Open the review console to decide.</source>
        <translation>
            <numerusform>Runledger: %n Vorgang, länger als %1 angehalten, wartet auf eine Prüfung (%2). Öffnen Sie die Prüfkonsole, um zu entscheiden.</numerusform>
            <numerusform>Runledger: %n Vorgänge, länger als %1 angehalten, warten auf eine Prüfung (%2). Öffnen Sie die Prüfkonsole, um zu entscheiden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Operations wait for a reviewer</source>
        <translation>Vorgänge warten auf eine Prüfung</translation>
    </message>
    <message>
        <source>Runledger: operations wait for a reviewer</source>
        <translation>Runledger: Vorgänge warten auf eine Prüfung</translation>
    </message>
    <message>
        <source>hold alerts: the ledger could not be read: %1</source>
        <translation>Anhalte-Meldungen: das Journal konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>hold alert %1 was delivered, but recording that failed: %2</source>
        <translation>Anhalte-Meldung %1 wurde zugestellt, aber das Eintragen schlug fehl: %2</translation>
    </message>
    <message numerus="yes">
        <source>hold alert %1 delivered: %n operation(s) held too long</source>
        <translation>
            <numerusform>Anhalte-Meldung %1 zugestellt: %n Vorgang zu lange angehalten</numerusform>
            <numerusform>Anhalte-Meldung %1 zugestellt: %n Vorgänge zu lange angehalten</numerusform>
        </translation>
    </message>
    <message>
        <source>hold alert %1 not delivered (try %2: %3); next try in %4 s</source>
        <translation>Anhalte-Meldung %1 nicht zugestellt (Versuch %2: %3); nächster Versuch in %4 s</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>hold alerts: the ledger could not be written: %1</source>
        <translation>Anhalte-Meldungen: in das Journal konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>hold alert %1: recording the next try failed: %2</source>
        <translation>Anhalte-Meldung %1: der nächste Versuch konnte nicht vermerkt werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weitere</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>e-mail through the mail target %1</source>
        <translation>E-Mail über das Mail-Ziel %1</translation>
    </message>
    <message>
        <source>e-mail alerts go through the mail target %1, which the configuration does not have</source>
        <translation>E-Mail-Benachrichtigungen gehen über das Mail-Ziel %1, das die Konfiguration nicht hat</translation>
    </message>
    <message>
        <source>e-mail alerts go through the mail target %1: set %2 to its token</source>
        <translation>E-Mail-Benachrichtigungen gehen über das Mail-Ziel %1: setzen Sie %2 auf sein Token</translation>
    </message>
    <message>
        <source>Operations: %1</source>
        <translation>Vorgänge: %1</translation>
    </message>
    <message>
        <source>Held operations:</source>
        <translation>Angehaltene Vorgänge:</translation>
    </message>
    <message>
        <source>- %1: %2, held since %3</source>
        <translation>- %1: %2, angehalten seit %3</translation>
    </message>
    <message>
        <source>Alert %1, made %2.</source>
        <translation>Benachrichtigung %1, erstellt %2.</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) wait for a reviewer</source>
        <translation>
            <numerusform>Runledger: %n Vorgang wartet auf eine Prüfung</numerusform>
            <numerusform>Runledger: %n Vorgänge warten auf eine Prüfung</numerusform>
        </translation>
    </message>
    <message>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <source>Runledger: a customer asked for their data</source>
        <translation>Runledger: Ein Kunde hat seine Daten angefordert</translation>
    </message>
    <message>
        <source>Shopify asked, for a customer of %1, for everything Runledger holds on them (data request %2). The access export is ready in %3 on the machine that runs Runledger&apos;s service: hand it to the shop, which answers the customer.</source>
        <translation>Shopify hat für einen Kunden von %1 alles angefordert, was Runledger über ihn speichert (Datenanfrage %2). Der Auskunftsexport liegt in %3 auf dem Rechner, auf dem der Runledger-Dienst läuft: Geben Sie ihn an den Shop weiter, der dem Kunden antwortet.</translation>
    </message>
    <message>
        <source>Notice %1, made %2.</source>
        <translation>Mitteilung %1, erstellt %2.</translation>
    </message>
    <message>
        <source>data request notices: the ledger could not be read: %1</source>
        <translation>Mitteilungen zu Datenanfragen: Das Ledger konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>data request notice %1 was delivered, but recording that failed: %2</source>
        <translation>Mitteilung %1 zur Datenanfrage wurde zugestellt, aber das Festhalten schlug fehl: %2</translation>
    </message>
    <message>
        <source>data request notice %1 delivered (shop %2)</source>
        <translation>Mitteilung %1 zur Datenanfrage zugestellt (Shop %2)</translation>
    </message>
    <message>
        <source>data request notice %1: recording the next try failed: %2</source>
        <translation>Mitteilung %1 zur Datenanfrage: Das Festhalten des nächsten Versuchs schlug fehl: %2</translation>
    </message>
    <message>
        <source>data request notice %1 not delivered (try %2: %3); next try in %4 s</source>
        <translation>Mitteilung %1 zur Datenanfrage nicht zugestellt (Versuch %2: %3); nächster Versuch in %4 s</translation>
    </message>
</context>
<context>
    <name>rl::app::IntakeServer</name>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>body_base64 is not valid base64</source>
        <translation>body_base64 ist kein gültiges Base64</translation>
    </message>
</context>
<context>
    <name>rl::models</name>
    <message>
        <source>no difference</source>
        <translation>kein Unterschied</translation>
    </message>
    <message>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Betreff</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Fällig</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>&lt;i&gt;This content cannot be shown: it is not in the step&apos;s format.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Dieser Inhalt kann nicht angezeigt werden: Er hat nicht das Format des Schritts.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1: added “%2”</source>
        <translation>%1: hinzugefügt „%2“</translation>
    </message>
    <message>
        <source>%1: removed</source>
        <translation>%1: entfernt</translation>
    </message>
    <message>
        <source>Version %1: approved with the flow&apos;s configuration</source>
        <translation>Version %1: mit der Ablaufkonfiguration freigegeben</translation>
    </message>
    <message>
        <source>Version %1: not approved yet</source>
        <translation>Version %1: noch nicht freigegeben</translation>
    </message>
    <message>
        <source>Version %1: approved by %2 on %3</source>
        <translation>Version %1: freigegeben von %2 am %3</translation>
    </message>
    <message>
        <source>Idempotency key: the unique reference Runledger gives this step. The target uses it to recognise a repeated request, and Runledger searches the target for it before anything is sent again.</source>
        <translation>Idempotenzschlüssel: die eindeutige Referenz, die Runledger diesem Schritt gibt. Das Ziel erkennt daran eine wiederholte Anfrage, und Runledger sucht beim Ziel danach, bevor etwas erneut gesendet wird.</translation>
    </message>
    <message>
        <source>HTTP status: the target&apos;s answer code. 2xx: done (201: created); 4xx: refused; 5xx: the target had a problem (503: unavailable).</source>
        <translation>HTTP-Status: der Antwortcode des Ziels. 2xx: erledigt (201: angelegt); 4xx: abgelehnt; 5xx: das Ziel hatte ein Problem (503: nicht erreichbar).</translation>
    </message>
    <message>
        <source>SHA-256 of the content: any change to the text gives another fingerprint.</source>
        <translation>SHA-256 des Inhalts: Jede Änderung am Text ergibt einen anderen Fingerabdruck.</translation>
    </message>
    <message>
        <source>The record&apos;s own id at the target (the CRM task, the e-mail), once it is known.</source>
        <translation>Die eigene Kennung des Datensatzes beim Ziel (die CRM-Aufgabe, die E-Mail), sobald sie bekannt ist.</translation>
    </message>
    <message>
        <source>What the attempt&apos;s answer proves: done, refused before acting (nothing happened), or no clear answer (it may have happened).</source>
        <translation>Was die Antwort des Versuchs beweist: erledigt, vor dem Handeln abgelehnt (nichts geschah) oder keine klare Antwort (es ist vielleicht geschehen).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Changes from version %1:&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Änderungen gegenüber Version %1:&lt;/b&gt;&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rl::models::AttemptsModel</name>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>%1 (attempt %2)</source>
        <translation>%1 (Versuch %2)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>Answer code</source>
        <translation>Antwortcode</translation>
    </message>
</context>
<context>
    <name>rl::models::ContentVersionsModel</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Freigegeben von</translation>
    </message>
    <message>
        <source>Approved at</source>
        <translation>Freigegeben am</translation>
    </message>
    <message>
        <source>not approved</source>
        <translation>nicht freigegeben</translation>
    </message>
    <message>
        <source>approved with the flow</source>
        <translation>mit dem Ablauf freigegeben</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingerabdruck</translation>
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
        <translation>Entschieden am</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Prüfer/in</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Reconcile</source>
        <translation>Abgleichen</translation>
    </message>
    <message>
        <source>Adopt record</source>
        <translation>Datensatz übernehmen</translation>
    </message>
    <message>
        <source>Confirm not executed</source>
        <translation>Als nicht ausgeführt bestätigen</translation>
    </message>
    <message>
        <source>Approve retry</source>
        <translation>Wiederholung freigeben</translation>
    </message>
    <message>
        <source>Approve content</source>
        <translation>Inhalt freigeben</translation>
    </message>
    <message>
        <source>New approved operation</source>
        <translation>Neuer freigegebener Vorgang</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>Zuweisen</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Countersign</source>
        <translation>Gegenzeichnen</translation>
    </message>
    <message>
        <source>Turn down request</source>
        <translation>Antrag ablehnen</translation>
    </message>
    <message>
        <source>Withdraw request</source>
        <translation>Antrag zurückziehen</translation>
    </message>
    <message>
        <source>%1 (requested)</source>
        <translation>%1 (beantragt)</translation>
    </message>
    <message>
        <source>Erase personal data</source>
        <translation>Personenbezogene Daten löschen</translation>
    </message>
</context>
<context>
    <name>rl::models::EvidenceModel</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Observed at</source>
        <translation>Beobachtet am</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Target reference</source>
        <translation>Zielreferenz</translation>
    </message>
    <message>
        <source>Lookup by reference</source>
        <translation>Abfrage nach Referenz</translation>
    </message>
    <message>
        <source>Idempotent replay</source>
        <translation>Idempotente Wiederholung</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>found</source>
        <translation>gefunden</translation>
    </message>
    <message>
        <source>not there</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>more than one</source>
        <translation>mehr als einer</translation>
    </message>
    <message>
        <source>no clear answer</source>
        <translation>keine klare Antwort</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>refused before acting</source>
        <translation>vor der Ausführung abgelehnt</translation>
    </message>
    <message>
        <source>Confirming lookup</source>
        <translation>Bestätigende Suche</translation>
    </message>
    <message>
        <source>Delivery report</source>
        <translation>Zustellbericht</translation>
    </message>
    <message>
        <source>Reviewer&apos;s check</source>
        <translation>Prüfung durch Prüfer/in</translation>
    </message>
</context>
<context>
    <name>rl::models::LedgerClient</name>
    <message>
        <source>The ledger is open read-only; nothing was recorded.</source>
        <translation>Das Journal ist schreibgeschützt geöffnet; nichts wurde festgehalten.</translation>
    </message>
    <message>
        <source>The ledger is open read-only.</source>
        <translation>Der Ledger ist schreibgeschützt geöffnet.</translation>
    </message>
    <message>
        <source>The ledger is open read-only; nothing was erased.</source>
        <translation>Das Ledger ist schreibgeschützt geöffnet; nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>%1 — recorded as a request: an approver other than you countersigns it before anything is done</source>
        <translation>%1 – als Antrag erfasst: eine andere Freigeber/in als Sie zeichnet ihn gegen, bevor etwas geschieht</translation>
    </message>
    <message>
        <source>%1 — recorded as a request: another reviewer countersigns it before anything is done</source>
        <translation>%1 – als Antrag erfasst: eine andere Prüfer/in zeichnet ihn gegen, bevor etwas geschieht</translation>
    </message>
</context>
<context>
    <name>rl::models::OperationsModel</name>
    <message>
        <source>Operation</source>
        <translation>Vorgang</translation>
    </message>
    <message>
        <source>Intended action</source>
        <translation>Beabsichtigte Aktion</translation>
    </message>
    <message>
        <source>Source event</source>
        <translation>Quellereignis</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Open step</source>
        <translation>Offener Schritt</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Held since</source>
        <translation>Angehalten seit</translation>
    </message>
    <message>
        <source>Responsible</source>
        <translation>Verantwortlich</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Nächste Entscheidung</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Wartet auf Freigabe</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Ungewiss</translation>
    </message>
    <message>
        <source>Held for review</source>
        <translation>Zur Prüfung angehalten</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>unassigned</source>
        <translation>nicht zugewiesen</translation>
    </message>
    <message>
        <source>Decide on step %1</source>
        <translation>Über Schritt %1 entscheiden</translation>
    </message>
    <message>
        <source>Reconcile step %1</source>
        <translation>Schritt %1 abgleichen</translation>
    </message>
    <message>
        <source>Approve content of step %1</source>
        <translation>Inhalt von Schritt %1 freigeben</translation>
    </message>
    <message>
        <source>None (runner)</source>
        <translation>Keine (Runner)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Sorted by creation order; click to reverse</source>
        <translation>Nach Erstellung sortiert; klicken zum Umkehren</translation>
    </message>
    <message>
        <source>This column does not sort</source>
        <translation>Diese Spalte sortiert nicht</translation>
    </message>
    <message>
        <source>Why held</source>
        <translation>Warum angehalten</translation>
    </message>
    <message>
        <source>No reason recorded</source>
        <translation>Kein Grund eingetragen</translation>
    </message>
    <message>
        <source>No clear answer from the target</source>
        <translation>Keine klare Antwort vom Ziel</translation>
    </message>
    <message>
        <source>Several records match</source>
        <translation>Mehrere Datensätze passen</translation>
    </message>
    <message>
        <source>Cannot be confirmed at the target</source>
        <translation>Beim Ziel nicht bestätigbar</translation>
    </message>
    <message>
        <source>Key expired</source>
        <translation>Schlüssel abgelaufen</translation>
    </message>
    <message>
        <source>Duplicate at the target</source>
        <translation>Duplikat beim Ziel</translation>
    </message>
    <message>
        <source>Refused at every attempt</source>
        <translation>Bei jedem Versuch abgelehnt</translation>
    </message>
    <message>
        <source>Not executed, retry to approve</source>
        <translation>Nicht ausgeführt, Wiederholung freizugeben</translation>
    </message>
    <message numerus="yes">
        <source>May still act for %n more minute(s), until %1</source>
        <translation>
            <numerusform>Kann noch %n Minute wirken, bis %1</numerusform>
            <numerusform>Kann noch %n Minuten wirken, bis %1</numerusform>
        </translation>
    </message>
    <message>
        <source>May still act until %1</source>
        <translation>Kann noch bis %1 wirken</translation>
    </message>
    <message numerus="yes">
        <source>Refused %n time(s)</source>
        <translation>
            <numerusform>%n-mal abgelehnt</numerusform>
            <numerusform>%n-mal abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for content approval</source>
        <translation>Wartet auf Inhaltsfreigabe</translation>
    </message>
    <message>
        <source>Outcome unknown, being looked up</source>
        <translation>Ergebnis unbekannt, wird nachgeschlagen</translation>
    </message>
    <message>
        <source>Remove the extra records at the target, then reconcile</source>
        <translation>Überzählige Datensätze beim Ziel entfernen, dann abgleichen</translation>
    </message>
    <message>
        <source>Approve a retry of step %1</source>
        <translation>Wiederholung von Schritt %1 freigeben</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Content cannot be sent</source>
        <translation>Inhalt nicht sendbar</translation>
    </message>
    <message>
        <source>Edit the content: new approved operation</source>
        <translation>Inhalt bearbeiten: neue freigegebene Operation</translation>
    </message>
    <message>
        <source>Adopt its record or confirm step %1 not executed</source>
        <translation>Datensatz übernehmen oder Schritt %1 als nicht ausgeführt bestätigen</translation>
    </message>
    <message>
        <source>Ready at %1: adopt its record or confirm step %2 not executed</source>
        <translation>Bereit um %1: Datensatz übernehmen oder Schritt %2 als nicht ausgeführt bestätigen</translation>
    </message>
    <message>
        <source>Ready at %1: reconcile step %2</source>
        <translation>Bereit um %1: Schritt %2 abgleichen</translation>
    </message>
</context>
<context>
    <name>rl::models::ProbesModel</name>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Last probe</source>
        <translation>Letzte Prüfung</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Erklärt</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>never probed</source>
        <translation>nie geprüft</translation>
    </message>
    <message>
        <source>could not probe</source>
        <translation>konnte nicht prüfen</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Nicht geprüft</translation>
    </message>
    <message>
        <source>Profile contradicts the target</source>
        <translation>Profil widerspricht dem Ziel</translation>
    </message>
    <message>
        <source>Profile holds</source>
        <translation>Profil stimmt</translation>
    </message>
</context>
<context>
    <name>rl::models::StepsModel</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Target reference</source>
        <translation>Zielreferenz</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>CRM task</source>
        <translation>CRM-Aufgabe</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Wartet auf Freigabe</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Ungewiss</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Held: several records match</source>
        <translation>Angehalten: mehrere Datensätze passen</translation>
    </message>
    <message>
        <source>Held: target cannot confirm</source>
        <translation>Angehalten: Ziel kann nicht bestätigen</translation>
    </message>
    <message>
        <source>Held: key expired, no evidence</source>
        <translation>Angehalten: Schlüssel abgelaufen, kein Nachweis</translation>
    </message>
    <message>
        <source>Held: attempts used up (not executed)</source>
        <translation>Angehalten: Versuche aufgebraucht (nicht ausgeführt)</translation>
    </message>
    <message>
        <source>Held: confirmed not executed</source>
        <translation>Angehalten: als nicht ausgeführt bestätigt</translation>
    </message>
    <message>
        <source>Held: no clear evidence</source>
        <translation>Angehalten: kein klarer Nachweis</translation>
    </message>
    <message>
        <source>Waiting for step %1</source>
        <translation>Wartet auf Schritt %1</translation>
    </message>
    <message>
        <source>%1 (target has no idempotent create)</source>
        <translation>%1 (Ziel hat kein idempotentes Anlegen)</translation>
    </message>
    <message>
        <source>%1 (not sent yet)</source>
        <translation>%1 (noch nicht gesendet)</translation>
    </message>
    <message>
        <source>%1 (protected until %2)</source>
        <translation>%1 (geschützt bis %2)</translation>
    </message>
    <message>
        <source>%1 (key expired)</source>
        <translation>%1 (Schlüssel abgelaufen)</translation>
    </message>
    <message>
        <source>Held: duplicate at the target</source>
        <translation>Angehalten: Duplikat beim Ziel</translation>
    </message>
    <message>
        <source>Confirmed, checked by a lookup</source>
        <translation>Bestätigt, durch eine Suche geprüft</translation>
    </message>
    <message>
        <source>Confirmed, lookup check pending</source>
        <translation>Bestätigt, Prüfung durch Suche steht aus</translation>
    </message>
    <message>
        <source>Confirmed by the target&apos;s replay</source>
        <translation>Bestätigt durch die Wiederholung des Ziels</translation>
    </message>
    <message>
        <source>Confirmed, but a lookup did not find it</source>
        <translation>Bestätigt, aber eine Suche fand ihn nicht</translation>
    </message>
    <message>
        <source>Confirmed, lookup check failed</source>
        <translation>Bestätigt, Prüfung durch Suche fehlgeschlagen</translation>
    </message>
    <message>
        <source>Confirmed, not checked by a lookup</source>
        <translation>Bestätigt, nicht durch eine Suche geprüft</translation>
    </message>
    <message>
        <source>Confirmed, delivered</source>
        <translation>Bestätigt, zugestellt</translation>
    </message>
    <message>
        <source>Confirmed, bounced (never resent automatically)</source>
        <translation>Bestätigt, zurückgewiesen (nie automatisch erneut gesendet)</translation>
    </message>
    <message>
        <source>Confirmed, sent by the mail service</source>
        <translation>Bestätigt, vom Maildienst versendet</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Confirmed, delivery delayed (the mail service is still trying)</source>
        <translation>Bestätigt, Zustellung verzögert (der Maildienst versucht es weiter)</translation>
    </message>
    <message>
        <source>Confirmed, but the mail service failed to send it (never resent automatically)</source>
        <translation>Bestätigt, aber der Maildienst konnte sie nicht senden (wird nie automatisch erneut gesendet)</translation>
    </message>
    <message>
        <source>Confirmed, but the mail service suppressed it: the address is on its suppression list (never resent automatically)</source>
        <translation>Bestätigt, aber der Maildienst hat sie unterdrückt: die Adresse steht auf seiner Sperrliste (wird nie automatisch erneut gesendet)</translation>
    </message>
    <message>
        <source>Held: content cannot be sent (never sent)</source>
        <translation>Angehalten: Inhalt nicht sendbar (nie gesendet)</translation>
    </message>
    <message>
        <source>Voucher</source>
        <translation>Gutschein</translation>
    </message>
    <message>
        <source>Confirmed, delivered, then marked as spam by the recipient</source>
        <translation>Bestätigt, zugestellt, dann vom Empfänger als Spam markiert</translation>
    </message>
</context>
<context>
    <name>rl::models::TimelineModel</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Zustellung</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Vorgang</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Nachweise</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 sent the event.</source>
        <translation>%1 schickte das Ereignis.</translation>
    </message>
    <message>
        <source>%1 sent the event “%2”.</source>
        <translation>%1 schickte das Ereignis „%2“.</translation>
    </message>
    <message>
        <source>Event id: %1</source>
        <translation>Ereignis-ID: %1</translation>
    </message>
    <message>
        <source>Received the event (delivery %1).</source>
        <translation>Ereignis empfangen (Zustellung %1).</translation>
    </message>
    <message>
        <source>Received the same event again (delivery %1): nothing new was started.</source>
        <translation>Dasselbe Ereignis erneut empfangen (Zustellung %1): nichts Neues wurde gestartet.</translation>
    </message>
    <message>
        <source>Delivery id: %1</source>
        <translation>Zustellungs-ID: %1</translation>
    </message>
    <message>
        <source>Operation started for the flow “%1”.</source>
        <translation>Vorgang für den Ablauf „%1“ gestartet.</translation>
    </message>
    <message>
        <source>Operation started by a reviewer in place of operation %1.</source>
        <translation>Vorgang von einer prüfenden Person anstelle von Vorgang %1 gestartet.</translation>
    </message>
    <message>
        <source>Operation id: %1</source>
        <translation>Vorgangs-ID: %1</translation>
    </message>
    <message>
        <source>%1 wrote version %2 of the content.</source>
        <translation>%1 schrieb Version %2 des Inhalts.</translation>
    </message>
    <message>
        <source>Version %1 of the content is the one approved in the flow&apos;s configuration.</source>
        <translation>Version %1 des Inhalts ist die in der Ablaufkonfiguration freigegebene.</translation>
    </message>
    <message>
        <source>%1 approved version %2 of the content.</source>
        <translation>%1 gab Version %2 des Inhalts frei.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the mail service to send the e-mail.</source>
        <translation>Versuch %1 bat den Mail-Dienst, die E-Mail zu senden.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the CRM to create the task.</source>
        <translation>Versuch %1 bat das CRM, die Aufgabe anzulegen.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the target to act.</source>
        <translation>Versuch %1 bat das Ziel zu handeln.</translation>
    </message>
    <message>
        <source>Attempt id: %1</source>
        <translation>Versuchs-ID: %1</translation>
    </message>
    <message>
        <source>Attempt %1: the target confirmed it.</source>
        <translation>Versuch %1: Das Ziel hat es bestätigt.</translation>
    </message>
    <message>
        <source>Attempt %1: the target refused before acting.</source>
        <translation>Versuch %1: Das Ziel lehnte ab, bevor es handelte.</translation>
    </message>
    <message>
        <source>Attempt %1: no clear answer; the target may or may not have acted.</source>
        <translation>Versuch %1: keine klare Antwort; das Ziel hat vielleicht gehandelt, vielleicht nicht.</translation>
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
        <translation>Referenz beim Ziel nachgesehen: %1.</translation>
    </message>
    <message>
        <source>The target answered with its stored earlier answer: %1.</source>
        <translation>Das Ziel antwortete mit seiner gespeicherten früheren Antwort: %1.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail delivered.</source>
        <translation>Der Mail-Dienst meldete die E-Mail als zugestellt.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail bounced.</source>
        <translation>Der Mail-Dienst meldete die E-Mail als unzustellbar.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail marked as spam.</source>
        <translation>Der Mail-Dienst meldete die E-Mail als Spam markiert.</translation>
    </message>
    <message>
        <source>The mail service reported the e-mail sent.</source>
        <translation>Der Mail-Dienst meldete die E-Mail als gesendet.</translation>
    </message>
    <message>
        <source>The target holds more than one record for the reference.</source>
        <translation>Das Ziel hat mehr als einen Datensatz zur Referenz.</translation>
    </message>
    <message>
        <source>The target answered: %1.</source>
        <translation>Das Ziel antwortete: %1.</translation>
    </message>
    <message>
        <source>%1 decided: %2.</source>
        <translation>%1 entschied: %2.</translation>
    </message>
    <message>
        <source>%1 decided: %2. “%3”</source>
        <translation>%1 entschied: %2. „%3“</translation>
    </message>
    <message>
        <source>Ledger entry %1 (%2)</source>
        <translation>Journaleintrag %1 (%2)</translation>
    </message>
    <message>
        <source>Held for a reviewer to decide.</source>
        <translation>Angehalten, bis eine prüfende Person entscheidet.</translation>
    </message>
    <message>
        <source>The operation was abandoned.</source>
        <translation>Der Vorgang wurde aufgegeben.</translation>
    </message>
    <message>
        <source>The operation completed.</source>
        <translation>Der Vorgang ist abgeschlossen.</translation>
    </message>
    <message>
        <source>Replaced by operation %1.</source>
        <translation>Ersetzt durch Vorgang %1.</translation>
    </message>
    <message>
        <source> Record %1 at the target is the step&apos;s effect.</source>
        <translation> Datensatz %1 beim Ziel ist die Wirkung des Schritts.</translation>
    </message>
    <message>
        <source> Content version %1 approved.</source>
        <translation> Inhaltsversion %1 freigegeben.</translation>
    </message>
    <message>
        <source> New operation %1.</source>
        <translation> Neuer Vorgang %1.</translation>
    </message>
    <message>
        <source> Assigned to %1.</source>
        <translation> %1 zugewiesen.</translation>
    </message>
    <message>
        <source>Held for a reviewer to decide: %1.</source>
        <translation>Zur Entscheidung angehalten: %1.</translation>
    </message>
    <message>
        <source>The hold ended with ledger entry %1.</source>
        <translation>Das Anhalten endete mit Journaleintrag %1.</translation>
    </message>
    <message>
        <source>The hold ended.</source>
        <translation>Das Anhalten endete.</translation>
    </message>
    <message>
        <source>%1 asked a second reviewer to countersign: %2. “%3”</source>
        <translation>%1 bat eine zweite Prüfer/in um Gegenzeichnung: %2. „%3“</translation>
    </message>
    <message>
        <source>Ledger entry %1 (%2, a request)</source>
        <translation>Journaleintrag %1 (%2, ein Antrag)</translation>
    </message>
    <message>
        <source> The request was %1&apos;s: %2.</source>
        <translation> Der Antrag war von %1: %2.</translation>
    </message>
    <message>
        <source>The mail service reported the delivery delayed; it is still trying.</source>
        <translation>Der Maildienst meldet die Zustellung als verzögert; er versucht es weiter.</translation>
    </message>
    <message>
        <source>The mail service reported that it failed to send the e-mail.</source>
        <translation>Der Maildienst meldet, dass er die E-Mail nicht senden konnte.</translation>
    </message>
    <message>
        <source>The mail service suppressed the e-mail: the address is on its suppression list.</source>
        <translation>Der Maildienst hat die E-Mail unterdrückt: die Adresse steht auf seiner Sperrliste.</translation>
    </message>
    <message>
        <source>Attempt %1 asked the shop to create the voucher.</source>
        <translation>Versuch %1 bat den Shop, den Gutschein anzulegen.</translation>
    </message>
    <message>
        <source>The mail service noted something about the e-mail that is no delivery failure: %1.</source>
        <translation>Der Mail-Dienst hat zur E-Mail etwas vermerkt, das kein Zustellfehler ist: %1.</translation>
    </message>
</context>
<context>
    <name>rl::ui::AcceptanceDialog</name>
    <message>
        <source>Run acceptance test</source>
        <translation>Abnahmetest ausführen</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Ziele:</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Prüfer/in</translation>
    </message>
    <message>
        <source>&amp;Reviewer:</source>
        <translation>&amp;Prüfer/in:</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Effects (expected / observed)</source>
        <translation>Wirkungen (erwartet / beobachtet)</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Acceptance results</source>
        <translation>Abnahmeergebnisse</translation>
    </message>
    <message>
        <source>Report preview</source>
        <translation>Berichtsvorschau</translation>
    </message>
    <message>
        <source>&amp;Run the six cases</source>
        <translation>Die sechs Fälle &amp;ausführen</translation>
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
        <translation>%1 exportieren…</translation>
    </message>
    <message>
        <source>Reviewer needed</source>
        <translation>Prüfer/in nötig</translation>
    </message>
    <message>
        <source>The report names who ran it: enter your name first.</source>
        <translation>Der Bericht nennt, wer ihn ausgeführt hat: geben Sie zuerst Ihren Namen ein.</translation>
    </message>
    <message>
        <source>Running the acceptance cases…</source>
        <translation>Die Abnahmefälle laufen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Case %1 of %2: %3</source>
        <translation>Fall %1 von %2: %3</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>CRM %1 / %2 · e-mail %3 / %4</source>
        <translation>CRM %1 / %2 · E-Mail %3 / %4</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export acceptance report</source>
        <translation>Abnahmebericht exportieren</translation>
    </message>
    <message>
        <source>Export saved</source>
        <translation>Export gespeichert</translation>
    </message>
    <message>
        <source>Saved to %1. &lt;a href=&quot;%2&quot;&gt;Open folder&lt;/a&gt;</source>
        <translation>Gespeichert unter %1. &lt;a href=&quot;%2&quot;&gt;Ordner öffnen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Cancelling after the case under way…</source>
        <translation>Abbruch nach dem laufenden Fall …</translation>
    </message>
    <message>
        <source>Built-in simulation (faults made on purpose, every effect counted)</source>
        <translation>Eingebaute Simulation (absichtliche Fehler, jede Wirkung gezählt)</translation>
    </message>
    <message>
        <source>Configured targets</source>
        <translation>Konfigurierte Ziele</translation>
    </message>
    <message>
        <source>Configured targets: %1 and %2</source>
        <translation>Konfigurierte Ziele: %1 und %2</translation>
    </message>
    <message>
        <source>The console&apos;s configuration has no CRM and mail target to run against. Choose one with File → Configuration….</source>
        <translation>Die Konfiguration der Konsole hat kein CRM- und Mail-Ziel, gegen das der Test laufen könnte. Wählen Sie eine über Datei → Konfiguration….</translation>
    </message>
    <message>
        <source>Runs the cases that need no fault made on purpose and counts the effects by looking them up; use staging accounts, since real tasks and e-mails are created.</source>
        <translation>Führt die Fälle aus, die keinen absichtlichen Fehler brauchen, und zählt die Wirkungen durch Nachsehen; nutzen Sie Testkonten, denn es werden echte Aufgaben und E-Mails angelegt.</translation>
    </message>
</context>
<context>
    <name>rl::ui::ConfigurationDialog</name>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>CRM</source>
        <translation>CRM</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n step(s))</source>
        <translation>
            <numerusform>%1 (%n Schritt)</numerusform>
            <numerusform>%1 (%n Schritte)</numerusform>
        </translation>
    </message>
    <message>
        <source>No flows.</source>
        <translation>Keine Abläufe.</translation>
    </message>
    <message>
        <source>Flows: %1.</source>
        <translation>Abläufe: %1.</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Targets and flows</source>
        <translation>Ziele und Abläufe</translation>
    </message>
    <message>
        <source>Use a configuration &amp;file…</source>
        <translation>Konfigurations&amp;datei verwenden…</translation>
    </message>
    <message>
        <source>Use the &amp;ledger&apos;s own</source>
        <translation>Die des &amp;Journals verwenden</translation>
    </message>
    <message>
        <source>Use a configuration file</source>
        <translation>Konfigurationsdatei verwenden</translation>
    </message>
    <message>
        <source>Configurations (*.json)</source>
        <translation>Konfigurationen (*.json)</translation>
    </message>
    <message>
        <source>Cannot use this configuration</source>
        <translation>Diese Konfiguration lässt sich nicht verwenden</translation>
    </message>
    <message>
        <source>In use: the ledger&apos;s own configuration</source>
        <translation>In Gebrauch: die Konfiguration des Journals</translation>
    </message>
    <message>
        <source>In use: %1</source>
        <translation>In Gebrauch: %1</translation>
    </message>
    <message>
        <source>None: the ledger records no configuration, so steps cannot be looked up.</source>
        <translation>Keine: das Journal verzeichnet keine Konfiguration, daher lassen sich Schritte nicht nachschlagen.</translation>
    </message>
    <message>
        <source>Recorded in the ledger</source>
        <translation>Im Journal verzeichnet</translation>
    </message>
    <message>
        <source>A step is looked up only where it was sent: where an address here differs, its lookup is refused and says so.</source>
        <translation>Ein Schritt wird nur dort nachgeschlagen, wohin er gesendet wurde: Wo eine Adresse hier abweicht, wird das Nachschlagen abgelehnt, mit Begründung.</translation>
    </message>
</context>
<context>
    <name>rl::ui::DashboardWindow</name>
    <message>
        <source>Last hour (per minute)</source>
        <translation>Letzte Stunde (pro Minute)</translation>
    </message>
    <message>
        <source>Last 24 hours (per hour)</source>
        <translation>Letzte 24 Stunden (pro Stunde)</translation>
    </message>
    <message>
        <source>Last 7 days (per day)</source>
        <translation>Letzte 7 Tage (pro Tag)</translation>
    </message>
    <message>
        <source>Last 30 days (per day)</source>
        <translation>Letzte 30 Tage (pro Tag)</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>&amp;Export numbers as CSV…</source>
        <translation>Zahlen als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Events, attempts and confirmed effects</source>
        <translation>Ereignisse, Versuche und bestätigte Wirkungen</translation>
    </message>
    <message>
        <source>Unresolved (held) operations</source>
        <translation>Ungelöste (angehaltene) Vorgänge</translation>
    </message>
    <message>
        <source>Operator time to recovery</source>
        <translation>Zeit bis zur Lösung durch Bedienende</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Confirmed effects</source>
        <translation>Bestätigte Wirkungen</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>Vorgänge</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>90th percentile</source>
        <translation>90. Perzentil</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>Export dashboard numbers</source>
        <translation>Übersichtszahlen exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>The numbers could not be read: %1</source>
        <translation>Die Zahlen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>nothing arrived or ran in this period</source>
        <translation>in diesem Zeitraum kam nichts an und lief nichts</translation>
    </message>
    <message>
        <source>nothing was held in this period</source>
        <translation>in diesem Zeitraum wurde nichts zurückgehalten</translation>
    </message>
    <message>
        <source>no held operation was resolved in this period</source>
        <translation>in diesem Zeitraum wurde kein zurückgehaltener Vorgang gelöst</translation>
    </message>
    <message>
        <source>Held in the interval</source>
        <translation>Im Intervall angehalten</translation>
    </message>
    <message>
        <source>Held at its end</source>
        <translation>An seinem Ende angehalten</translation>
    </message>
    <message>
        <source>In this period: %1 · %2 · %3 · %4. Now: %5; %6; operator time to recovery median %7, 90th percentile %8 (%9).</source>
        <translation>In diesem Zeitraum: %1 · %2 · %3 · %4. Jetzt: %5; %6; Zeit bis zur Klärung Median %7, 90. Perzentil %8 (%9).</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n Ereignis</numerusform>
            <numerusform>%n Ereignisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n delivery(-ies)</source>
        <translation>
            <numerusform>%n Zustellung</numerusform>
            <numerusform>%n Zustellungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n confirmed external effect(s)</source>
        <translation>
            <numerusform>%n bestätigte externe Wirkung</numerusform>
            <numerusform>%n bestätigte externe Wirkungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s) found at the target</source>
        <translation>
            <numerusform>%n beim Ziel gefundenes Duplikat</numerusform>
            <numerusform>%n beim Ziel gefundene Duplikate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unresolved operation(s)</source>
        <translation>
            <numerusform>%n ungeklärter Vorgang</numerusform>
            <numerusform>%n ungeklärte Vorgänge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recovery(-ies)</source>
        <translation>
            <numerusform>%n Klärung</numerusform>
            <numerusform>%n Klärungen</numerusform>
        </translation>
    </message>
    <message>
        <source>E-mails now: %1 delivered, %2 delayed, %3 bounced, %4 failed or suppressed.</source>
        <translation>E-Mails jetzt: %1 zugestellt, %2 verzögert, %3 unzustellbar, %4 fehlgeschlagen oder unterdrückt.</translation>
    </message>
</context>
<context>
    <name>rl::ui::DecisionDialog</name>
    <message>
        <source>Reconcile with the target</source>
        <translation>Mit dem Ziel abgleichen</translation>
    </message>
    <message>
        <source>Adopt the target&apos;s record</source>
        <translation>Datensatz des Ziels übernehmen</translation>
    </message>
    <message>
        <source>Confirm not executed</source>
        <translation>Als nicht ausgeführt bestätigen</translation>
    </message>
    <message>
        <source>Approve retry of the open step</source>
        <translation>Wiederholung des offenen Schritts freigeben</translation>
    </message>
    <message>
        <source>Approve content version</source>
        <translation>Inhaltsversion freigeben</translation>
    </message>
    <message>
        <source>Start a new approved operation</source>
        <translation>Neuen freigegebenen Vorgang starten</translation>
    </message>
    <message>
        <source>Assign to a reviewer</source>
        <translation>Einer Prüferin oder einem Prüfer zuweisen</translation>
    </message>
    <message>
        <source>Abandon the operation</source>
        <translation>Vorgang aufgeben</translation>
    </message>
    <message>
        <source>&amp;Reconcile…</source>
        <translation>&amp;Abgleichen…</translation>
    </message>
    <message>
        <source>A&amp;dopt record…</source>
        <translation>Datensatz &amp;übernehmen…</translation>
    </message>
    <message>
        <source>Confirm &amp;not executed…</source>
        <translation>Als &amp;nicht ausgeführt bestätigen…</translation>
    </message>
    <message>
        <source>Approve re&amp;try…</source>
        <translation>&amp;Wiederholung freigeben…</translation>
    </message>
    <message>
        <source>Approve &amp;content…</source>
        <translation>&amp;Inhalt freigeben…</translation>
    </message>
    <message>
        <source>New appro&amp;ved operation…</source>
        <translation>Neuer &amp;freigegebener Vorgang…</translation>
    </message>
    <message>
        <source>Assi&amp;gn…</source>
        <translation>&amp;Zuweisen…</translation>
    </message>
    <message>
        <source>A&amp;bandon…</source>
        <translation>A&amp;ufgeben…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Operation %1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;br&gt;&lt;b&gt;This decision:&lt;/b&gt; %3&lt;br&gt;It is recorded in the ledger with your name, %4, and cannot be changed afterwards.</source>
        <translation>&lt;b&gt;Vorgang %1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;br&gt;&lt;b&gt;Diese Entscheidung:&lt;/b&gt; %3&lt;br&gt;Sie wird mit Ihrem Namen, %4, im Journal eingetragen und kann danach nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>for example task_000123</source>
        <translation>zum Beispiel task_000123</translation>
    </message>
    <message>
        <source>reviewer&apos;s name</source>
        <translation>Name der Prüferin oder des Prüfers</translation>
    </message>
    <message>
        <source>Target record &amp;id:</source>
        <translation>&amp;ID des Zieldatensatzes:</translation>
    </message>
    <message>
        <source>Assign &amp;to:</source>
        <translation>Zuweisen &amp;an:</translation>
    </message>
    <message>
        <source>Content &amp;version:</source>
        <translation>Inhalts&amp;version:</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>&amp;Rationale:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <source>Record decision</source>
        <translation>Entscheidung eintragen</translation>
    </message>
    <message>
        <source>Every decision needs a rationale.</source>
        <translation>Jede Entscheidung braucht eine Begründung.</translation>
    </message>
    <message>
        <source>The target says just now: %1</source>
        <translation>Das Ziel sagt gerade: %1</translation>
    </message>
    <message>
        <source>Lookup:</source>
        <translation>Suche:</translation>
    </message>
    <message>
        <source>Nothing recorded suggests that the step ran.</source>
        <translation>Nichts Festgehaltenes deutet darauf hin, dass der Schritt lief.</translation>
    </message>
    <message>
        <source>What suggests it may have run:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>Was darauf hindeutet, dass er gelaufen sein kann:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>Nachweise:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>Empfänger:</translation>
    </message>
    <message>
        <source>Subject:</source>
        <translation>Betreff:</translation>
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
        <translation>Inhalt des offenen Schritts (bearbeiteter Inhalt braucht eine eigene Freigabe):</translation>
    </message>
    <message>
        <source>Name the reviewer who becomes responsible.</source>
        <translation>Nennen Sie die prüfende Person, die zuständig wird.</translation>
    </message>
    <message>
        <source>Name the target&apos;s record to adopt.</source>
        <translation>Nennen Sie den Datensatz des Ziels, der übernommen werden soll.</translation>
    </message>
    <message>
        <source>The target did not return %1 for this step&apos;s reference.</source>
        <translation>Das Ziel hat %1 für die Referenz dieses Schritts nicht geliefert.</translation>
    </message>
    <message>
        <source>Confirm that you checked the target.</source>
        <translation>Bestätigen Sie, dass Sie das Ziel geprüft haben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 → %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 → %3</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Cannot be sent: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;Kann nicht gesendet werden: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>The content cannot be sent: %1</source>
        <translation>Der Inhalt kann nicht gesendet werden: %1</translation>
    </message>
    <message>
        <source>Unchanged: the new operation sends the same content under a new reference.</source>
        <translation>Unverändert: der neue Vorgang sendet denselben Inhalt unter einer neuen Referenz.</translation>
    </message>
    <message>
        <source>Changes (need their own approval):&lt;br&gt;%1</source>
        <translation>Änderungen (brauchen eine eigene Freigabe):&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>Why this record? For example: found the task for this order in the CRM.</source>
        <translation>Warum dieser Datensatz? Zum Beispiel: Die Aufgabe zu dieser Bestellung im CRM gefunden.</translation>
    </message>
    <message>
        <source>How did you check? For example: searched the CRM by the key, no task for this order.</source>
        <translation>Wie haben Sie geprüft? Zum Beispiel: im CRM nach dem Schlüssel gesucht, keine Aufgabe zu dieser Bestellung.</translation>
    </message>
    <message>
        <source>Why retry now? For example: the CRM was down for maintenance and is back.</source>
        <translation>Warum jetzt wiederholen? Zum Beispiel: Das CRM war wegen Wartung nicht erreichbar und ist wieder da.</translation>
    </message>
    <message>
        <source>Why is it right? For example: read the e-mail, the discount and the name are correct.</source>
        <translation>Warum stimmt es? Zum Beispiel: E-Mail gelesen, Rabatt und Name sind richtig.</translation>
    </message>
    <message>
        <source>Why start again? For example: the subject had a typo.</source>
        <translation>Warum neu beginnen? Zum Beispiel: Der Betreff hatte einen Tippfehler.</translation>
    </message>
    <message>
        <source>Why hand it over? For example: Alex owns this campaign.</source>
        <translation>Warum übergeben? Zum Beispiel: Alex ist für diese Kampagne zuständig.</translation>
    </message>
    <message>
        <source>Why stop? For example: the customer cancelled the order.</source>
        <translation>Warum aufhören? Zum Beispiel: Der Kunde hat die Bestellung storniert.</translation>
    </message>
    <message>
        <source>Optional (it only looks): why look again? For example: the CRM&apos;s search should have caught up by now.</source>
        <translation>Optional (es wird nur nachgesehen): Warum noch einmal nachsehen? Zum Beispiel: Die Suche des CRM sollte inzwischen aufgeholt haben.</translation>
    </message>
    <message>
        <source>Versions:</source>
        <translation>Versionen:</translation>
    </message>
    <message>
        <source>The content as the recipient will see it</source>
        <translation>Der Inhalt, wie ihn der Empfänger sehen wird</translation>
    </message>
    <message>
        <source>As the recipient
will see it:</source>
        <translation>Wie der Empfänger
es sehen wird:</translation>
    </message>
    <message>
        <source>&lt;i&gt;Version %1 is not known.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Version %1 ist nicht bekannt.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Why the decision was not recorded</source>
        <translation>Warum die Entscheidung nicht eingetragen wurde</translation>
    </message>
    <message>
        <source>Recording…</source>
        <translation>Wird eingetragen…</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Nicht eingetragen: %1</translation>
    </message>
    <message>
        <source>Discard this decision?</source>
        <translation>Diese Entscheidung verwerfen?</translation>
    </message>
    <message>
        <source>What you typed is not recorded and will be lost.</source>
        <translation>Was Sie eingegeben haben, ist nicht eingetragen und geht verloren.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Weiter bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Then send the step again (with the same reference; nothing else is repeated)</source>
        <translation>&amp;Dann den Schritt erneut senden (mit derselben Referenz; sonst wird nichts wiederholt)</translation>
    </message>
    <message>
        <source>Countersign the request</source>
        <translation>Antrag gegenzeichnen</translation>
    </message>
    <message>
        <source>Turn the request down</source>
        <translation>Antrag ablehnen</translation>
    </message>
    <message>
        <source>Withdraw your request</source>
        <translation>Eigenen Antrag zurückziehen</translation>
    </message>
    <message>
        <source>C&amp;ountersign…</source>
        <translation>Gegen&amp;zeichnen…</translation>
    </message>
    <message>
        <source>T&amp;urn down…</source>
        <translation>A&amp;blehnen…</translation>
    </message>
    <message>
        <source>&amp;Withdraw request…</source>
        <translation>Antrag &amp;zurückziehen…</translation>
    </message>
    <message>
        <source>What did you check? For example: the CRM was back, no task for this order yet.</source>
        <translation>Was haben Sie geprüft? Zum Beispiel: das CRM ist wieder erreichbar, noch keine Aufgabe zu dieser Bestellung.</translation>
    </message>
    <message>
        <source>Why not? For example: the task exists in the CRM under another subject.</source>
        <translation>Warum nicht? Zum Beispiel: die Aufgabe steht unter einem anderen Betreff im CRM.</translation>
    </message>
    <message>
        <source>Why withdraw? For example: found the task in the CRM after all.</source>
        <translation>Warum zurückziehen? Zum Beispiel: die Aufgabe doch im CRM gefunden.</translation>
    </message>
    <message>
        <source>&amp;I checked the target: it holds no record of this step.</source>
        <translation>&amp;Ich habe das Ziel geprüft: es hat keinen Datensatz dieses Schritts.</translation>
    </message>
    <message>
        <source>The target holds:</source>
        <translation>Das Ziel hat:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; Agree with them before you decide: the first decision recorded wins, and yours may then be refused.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Stimmen Sie sich ab, bevor Sie entscheiden: Die zuerst aufgezeichnete Entscheidung gilt, und Ihre kann dann abgelehnt werden.</translation>
    </message>
    <message>
        <source>Another reviewer is looking at this operation</source>
        <translation>Eine andere prüfende Person sieht sich diesen Vorgang an</translation>
    </message>
    <message>
        <source>Erase a customer&apos;s personal data</source>
        <translation>Personenbezogene Daten eines Kunden löschen</translation>
    </message>
    <message>
        <source>&amp;Erase personal data…</source>
        <translation>Personenbezogene Daten &amp;löschen…</translation>
    </message>
    <message>
        <source>Which request? For example: erasure request received by support, ticket 4711 (never the customer&apos;s name or address).</source>
        <translation>Welcher Antrag? Zum Beispiel: Löschantrag beim Support eingegangen, Ticket 4711 (nie Name oder Adresse des Kunden).</translation>
    </message>
    <message>
        <source>The request:</source>
        <translation>Der Antrag:</translation>
    </message>
    <message>
        <source>Target record id</source>
        <translation>ID des Zieldatensatzes</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>Erneut &amp;suchen</translation>
    </message>
    <message>
        <source>Look the step up at the target again by its reference (read-only); what you typed is kept.</source>
        <translation>Den Schritt erneut über seine Referenz beim Ziel suchen (nur lesend); Ihre Eingaben bleiben erhalten.</translation>
    </message>
    <message>
        <source>Looking the step up at the target…</source>
        <translation>Der Schritt wird beim Ziel gesucht…</translation>
    </message>
    <message>
        <source>Could not look again: %1 (the target&apos;s last answer: %2)</source>
        <translation>Erneute Suche nicht möglich: %1 (letzte Antwort des Ziels: %2)</translation>
    </message>
    <message numerus="yes">
        <source>The target holds %n records under this step&apos;s reference: choose the step&apos;s own to adopt.</source>
        <translation>
            <numerusform>Das Ziel hat %n Datensatz unter der Referenz dieses Schritts: Wählen Sie den des Schritts zum Übernehmen.</numerusform>
            <numerusform>Das Ziel hat %n Datensätze unter der Referenz dieses Schritts: Wählen Sie den des Schritts zum Übernehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Adopt %1</source>
        <translation>%1 übernehmen</translation>
    </message>
</context>
<context>
    <name>rl::ui::Desktop</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Empties this field</source>
        <translation>Leert dieses Feld</translation>
    </message>
</context>
<context>
    <name>rl::ui::EraseDialog</name>
    <message>
        <source>Erase a customer&apos;s data</source>
        <translation>Daten eines Kunden löschen</translation>
    </message>
    <message>
        <source>The ledger is open read-only: nothing can be erased.</source>
        <translation>Das Ledger ist schreibgeschützt geöffnet: Es kann nichts gelöscht werden.</translation>
    </message>
    <message>
        <source>On this team ledger only an approver erases a customer&apos;s data; your login is not one.</source>
        <translation>In diesem Team-Ledger löscht nur ein Freigebender die Daten eines Kunden; Ihre Anmeldung ist keiner.</translation>
    </message>
    <message>
        <source>Set who you are first (File → Set reviewer): every erasure names a person.</source>
        <translation>Legen Sie zuerst fest, wer Sie sind (Datei → Prüfer festlegen): Jede Löschung nennt eine Person.</translation>
    </message>
    <message>
        <source>Finds every operation whose event names the customer and erases its personal data: the signed bodies, the rendered content and the targets&apos; details. Steps, states, references and decisions stay, and the chain still verifies. The chain records the erasure, never whom it was about.</source>
        <translation>Findet jede Operation, deren Ereignis den Kunden nennt, und löscht ihre personenbezogenen Daten: die signierten Inhalte, die gerenderten Inhalte und die Details der Ziele. Schritte, Zustände, Referenzen und Entscheidungen bleiben, und die Kette lässt sich weiter prüfen. Die Kette hält die Löschung fest, nie, wen sie betraf.</translation>
    </message>
    <message>
        <source>customer@example.org, or a Shopify customer id</source>
        <translation>kunde@example.org oder eine Shopify-Kunden-ID</translation>
    </message>
    <message>
        <source>example.myshopify.com (with a customer id only)</source>
        <translation>example.myshopify.com (nur mit einer Kunden-ID)</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>The request&apos;s ticket or order number — never the customer&apos;s address</source>
        <translation>Ticket- oder Bestellnummer der Anfrage — nie die Adresse des Kunden</translation>
    </message>
    <message>
        <source>&amp;Erase…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>&amp;Kunde:</translation>
    </message>
    <message>
        <source>&amp;Shop:</source>
        <translation>S&amp;hop:</translation>
    </message>
    <message>
        <source>&amp;Rationale:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <source>Reviewer:</source>
        <translation>Prüfer:</translation>
    </message>
    <message>
        <source>Find the customer&apos;s operations first; all of them must be resolved.</source>
        <translation>Suchen Sie zuerst die Operationen des Kunden; alle müssen abgeschlossen sein.</translation>
    </message>
    <message>
        <source>Give a rationale: it is recorded with the erasure.</source>
        <translation>Geben Sie eine Begründung an: Sie wird mit der Löschung festgehalten.</translation>
    </message>
    <message>
        <source>Type the customer&apos;s e-mail address, or their Shopify customer id and the shop&apos;s domain.</source>
        <translation>Geben Sie die E-Mail-Adresse des Kunden ein, oder seine Shopify-Kunden-ID und die Domain des Shops.</translation>
    </message>
    <message>
        <source>Looking…</source>
        <translation>Suche…</translation>
    </message>
    <message>
        <source>The ledger could not be searched: %1</source>
        <translation>Das Ledger konnte nicht durchsucht werden: %1</translation>
    </message>
    <message>
        <source>Not resolved yet</source>
        <translation>Noch nicht abgeschlossen</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Runledger holds nothing on this customer.</source>
        <translation>Runledger speichert nichts über diesen Kunden.</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) of this customer are not resolved yet (%1): complete or abandon them first, then erase.</source>
        <translation>
            <numerusform>%n Operation dieses Kunden ist noch nicht abgeschlossen (%1): Schließen Sie sie ab oder geben Sie sie auf, dann löschen Sie.</numerusform>
            <numerusform>%n Operationen dieses Kunden sind noch nicht abgeschlossen (%1): Schließen Sie sie ab oder geben Sie sie auf, dann löschen Sie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) and %1 event(s) hold this customer&apos;s data.</source>
        <translation>
            <numerusform>%n Operation und %1 Ereignis(se) enthalten Daten dieses Kunden.</numerusform>
            <numerusform>%n Operationen und %1 Ereignis(se) enthalten Daten dieses Kunden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase the personal data of %n operation(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Die personenbezogenen Daten von %n Operation löschen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>Die personenbezogenen Daten von %n Operationen löschen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Backups taken before keep it: after restoring one, erase again.</source>
        <translation>Vorher erstellte Sicherungen enthalten sie weiter: Nach dem Wiederherstellen einer Sicherung erneut löschen.</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Erasing…</source>
        <translation>Lösche…</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Nothing was erased: %1</source>
        <translation>Nichts wurde gelöscht: %1</translation>
    </message>
    <message>
        <source>Erased: %1 rows (%2 bytes) of personal data, recorded as chain entry %3.</source>
        <translation>Gelöscht: %1 Zeilen (%2 Bytes) personenbezogener Daten, festgehalten als Ketteneintrag %3.</translation>
    </message>
    <message>
        <source>Operations holding the customer&apos;s data</source>
        <translation>Operationen mit Daten des Kunden</translation>
    </message>
    <message>
        <source>Erase the personal data of the customer&apos;s events? This cannot be undone.</source>
        <translation>Die personenbezogenen Daten in den Ereignissen des Kunden löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>rl::ui::HeldNotifier</name>
    <message>
        <source>Show the review console</source>
        <translation>Prüfkonsole zeigen</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) newly held for a reviewer: %1.</source>
        <translation>
            <numerusform>%n Vorgang neu zur Prüfung angehalten: %1.</numerusform>
            <numerusform>%n Vorgänge neu zur Prüfung angehalten: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runledger: held for review</source>
        <translation>Runledger: zur Prüfung angehalten</translation>
    </message>
    <message numerus="yes">
        <source>Runledger: %n operation(s) held for review</source>
        <translation>
            <numerusform>Runledger: %n Vorgang zur Prüfung angehalten</numerusform>
            <numerusform>Runledger: %n Vorgänge zur Prüfung angehalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Runledger: nothing held</source>
        <translation>Runledger: nichts angehalten</translation>
    </message>
</context>
<context>
    <name>rl::ui::KeyringTokenStore</name>
    <message>
        <source>the keyring refused (error %1)</source>
        <translation>der Schlüsselbund hat abgelehnt (Fehler %1)</translation>
    </message>
    <message>
        <source>the system keyring</source>
        <translation>dem Schlüsselbund des Systems</translation>
    </message>
</context>
<context>
    <name>rl::ui::MainWindow</name>
    <message>
        <source>Queues</source>
        <translation>Warteschlangen</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Vorgänge</translation>
    </message>
    <message>
        <source>Search operations</source>
        <translation>Vorgänge suchen</translation>
    </message>
    <message>
        <source>Reviewer: %1</source>
        <translation>Prüfer/in: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>What happened and what to decide</source>
        <translation>Was geschehen ist und was zu entscheiden ist</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>&amp;Steps</source>
        <translation>&amp;Schritte</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>A&amp;ttempts</source>
        <translation>&amp;Versuche</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Nachweise</translation>
    </message>
    <message>
        <source>&amp;Evidence</source>
        <translation>&amp;Nachweise</translation>
    </message>
    <message>
        <source>Approved content</source>
        <translation>Freigegebener Inhalt</translation>
    </message>
    <message>
        <source>Content of the selected version, and its difference to the previous one</source>
        <translation>Inhalt der gewählten Version und ihr Unterschied zur vorigen</translation>
    </message>
    <message>
        <source>Approved &amp;content</source>
        <translation>Freigegebener &amp;Inhalt</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>&amp;Ledger</source>
        <translation>&amp;Journal</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>&amp;Decisions</source>
        <translation>&amp;Entscheidungen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Set &amp;reviewer…</source>
        <translation>&amp;Prüfer/in festlegen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>No reviewer: you can look but not decide (File → Set reviewer)</source>
        <translation>Keine Prüferin, kein Prüfer: Sie können ansehen, aber nicht entscheiden (Datei → Prüfer/in festlegen)</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Prüfer/in</translation>
    </message>
    <message>
        <source>Your name, recorded on every decision you make:</source>
        <translation>Ihr Name, eingetragen bei jeder Ihrer Entscheidungen:</translation>
    </message>
    <message>
        <source>%1 operations selected.</source>
        <translation>%1 Vorgänge ausgewählt.</translation>
    </message>
    <message>
        <source>Select an operation to see what happened and what to decide.</source>
        <translation>Wählen Sie einen Vorgang, um zu sehen, was geschehen ist und was zu entscheiden ist.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · event %3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · Ereignis %3&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Select an operation first.</source>
        <translation>Wählen Sie zuerst einen Vorgang.</translation>
    </message>
    <message>
        <source>Set your reviewer name (File → Set reviewer) to decide.</source>
        <translation>Legen Sie Ihren Namen als Prüfer/in fest (Datei → Prüfer/in festlegen), um zu entscheiden.</translation>
    </message>
    <message>
        <source>A bulk retry is refused: uncertain operations must be reconciled first, one decision at a time.</source>
        <translation>Eine Sammelwiederholung wird abgelehnt: ungewisse Vorgänge müssen zuerst abgeglichen werden, eine Entscheidung nach der anderen.</translation>
    </message>
    <message>
        <source>This decision is made for one operation at a time.</source>
        <translation>Diese Entscheidung wird für jeweils einen Vorgang getroffen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not possible now: %1</source>
        <translation>Jetzt nicht möglich: %1</translation>
    </message>
    <message>
        <source>look the open step up at the target by its reference (read-only) and record what it says</source>
        <translation>den offenen Schritt im Ziel über seine Referenz nachschlagen (nur lesend) und eintragen, was es sagt</translation>
    </message>
    <message>
        <source>Decision not recorded</source>
        <translation>Entscheidung nicht eingetragen</translation>
    </message>
    <message>
        <source>The decision was refused: %1</source>
        <translation>Die Entscheidung wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>Recorded as ledger entry #%1: %2</source>
        <translation>Als Journaleintrag #%1 eingetragen: %2</translation>
    </message>
    <message>
        <source>Looking the open steps up at their targets…</source>
        <translation>Die offenen Schritte werden in ihren Zielen nachgeschlagen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Looking up step %1 of operation %2 (%3 of %4)…</source>
        <translation>Schritt %1 von Vorgang %2 wird nachgeschlagen (%3 von %4)…</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Nicht eingetragen: %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>&amp;Übersicht</translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation>&amp;Berichte</translation>
    </message>
    <message>
        <source>Run &amp;acceptance test…</source>
        <translation>&amp;Abnahmetest ausführen…</translation>
    </message>
    <message>
        <source>&amp;Targets</source>
        <translation>&amp;Ziele</translation>
    </message>
    <message>
        <source>&amp;Check targets…</source>
        <translation>Ziele &amp;prüfen…</translation>
    </message>
    <message>
        <source>Check targets</source>
        <translation>Ziele prüfen</translation>
    </message>
    <message>
        <source>The last probes cannot be read: %1</source>
        <translation>Die letzten Prüfungen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Looking step %1 up at the target before the decision…</source>
        <translation>Schritt %1 wird vor der Entscheidung beim Ziel gesucht…</translation>
    </message>
    <message>
        <source>Links to the targets</source>
        <translation>Links zu den Zielen</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;Open in %2&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;In %2 öffnen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;Search %2 for this reference&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;%2 nach dieser Referenz durchsuchen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Find by operation id, event id, delivery id, target reference or order (#1001)</source>
        <translation>Suchen nach Vorgangs-ID, Ereignis-ID, Zustell-ID, Zielreferenz oder Bestellung (#1001)</translation>
    </message>
    <message>
        <source>The ledger could not be read: %1</source>
        <translation>Das Ledger konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The queue counts could not be read: %1</source>
        <translation>Die Warteschlangenzahlen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The ledger could not be read.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Das Ledger konnte nicht gelesen werden.&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>%1 operations selected. Only Reconcile can be applied to several at once.</source>
        <translation>%1 Vorgänge ausgewählt. Nur Abgleichen kann auf mehrere zugleich angewendet werden.</translation>
    </message>
    <message>
        <source>Reading the selected operation from the ledger…</source>
        <translation>Der ausgewählte Vorgang wird aus dem Ledger gelesen …</translation>
    </message>
    <message>
        <source>Recording the decision…</source>
        <translation>Die Entscheidung wird festgehalten …</translation>
    </message>
    <message>
        <source>Ledger problem</source>
        <translation>Problem mit dem Ledger</translation>
    </message>
    <message>
        <source>&lt;b&gt;This ledger cannot be trusted:&lt;/b&gt; %1. Decisions are disabled. Close the console and check the file with: runledgerctl verify --ledger %2</source>
        <translation>&lt;b&gt;Diesem Ledger ist nicht zu trauen:&lt;/b&gt; %1. Entscheidungen sind gesperrt. Schließen Sie die Konsole und prüfen Sie die Datei mit: runledgerctl verify --ledger %2</translation>
    </message>
    <message>
        <source>The ledger cannot be trusted: %1</source>
        <translation>Dem Ledger ist nicht zu trauen: %1</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>No operation in this queue matches “%1” exactly (an id, an event or delivery id, a reference, or an order such as #1001). &lt;a href=&quot;clear&quot;&gt;Clear the search&lt;/a&gt;</source>
        <translation>Kein Vorgang in dieser Warteschlange passt genau zu „%1“ (eine ID, eine Ereignis- oder Zustell-ID, eine Referenz oder eine Bestellung wie #1001). &lt;a href=&quot;clear&quot;&gt;Suche leeren&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The decision chain proves that no recorded decision was altered, removed or inserted between others. Only an anchored checkpoint — the chain&apos;s last entry, signed and kept outside this ledger (runledgerctl checkpoint) — also proves that none was removed from the end or the whole chain rewritten: runledgerctl verify --checkpoint FILE checks it.</source>
        <translation>Die Entscheidungskette beweist, dass keine festgehaltene Entscheidung geändert, entfernt oder zwischen andere eingefügt wurde. Nur ein verankerter Prüfpunkt – der letzte Eintrag der Kette, signiert und außerhalb dieses Journals aufbewahrt (runledgerctl checkpoint) – beweist auch, dass keiner am Ende entfernt und nicht die ganze Kette neu geschrieben wurde: runledgerctl verify --checkpoint DATEI prüft das.</translation>
    </message>
    <message>
        <source>Last checkpoint: unknown (%1)</source>
        <translation>Letzter Prüfpunkt: unbekannt (%1)</translation>
    </message>
    <message>
        <source>Last checkpoint: entry %1, %2</source>
        <translation>Letzter Prüfpunkt: Eintrag %1, %2</translation>
    </message>
    <message>
        <source>Where the operation went</source>
        <translation>Wohin der Vorgang ging</translation>
    </message>
    <message>
        <source>Operation %1 is now in “%2”. &lt;a href=&quot;show&quot;&gt;Show it&lt;/a&gt;</source>
        <translation>Vorgang %1 ist jetzt in „%2“. &lt;a href=&quot;show&quot;&gt;Anzeigen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>T&amp;imeline</source>
        <translation>Ze&amp;itleiste</translation>
    </message>
    <message>
        <source>&amp;Open ledger…</source>
        <translation>Journal ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open ledger</source>
        <translation>Journal öffnen</translation>
    </message>
    <message>
        <source>Ledgers (*.sqlite *.db);;All files (*)</source>
        <translation>Journale (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;New ledger…</source>
        <translation>&amp;Neues Journal …</translation>
    </message>
    <message>
        <source>New ledger</source>
        <translation>Neues Journal</translation>
    </message>
    <message>
        <source>Ledgers (*.sqlite)</source>
        <translation>Journale (*.sqlite)</translation>
    </message>
    <message>
        <source>%1 already exists. Open it instead?</source>
        <translation>%1 existiert bereits. Stattdessen öffnen?</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Read-only ledger</source>
        <translation>Schreibgeschütztes Journal</translation>
    </message>
    <message>
        <source>This ledger is open read-only.</source>
        <translation>Dieses Journal ist schreibgeschützt geöffnet.</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>Schreibgeschützt: %1</translation>
    </message>
    <message>
        <source>No recent ledgers</source>
        <translation>Keine zuletzt geöffneten Journale</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only.&lt;/b&gt; %1 You can look at every operation; decisions are turned off.</source>
        <translation>&lt;b&gt;Schreibgeschützt.&lt;/b&gt; %1 Sie können jeden Vorgang ansehen; Entscheidungen sind ausgeschaltet.</translation>
    </message>
    <message>
        <source>Why held</source>
        <translation>Warum angehalten</translation>
    </message>
    <message>
        <source>Show only the operations held for this reason</source>
        <translation>Nur die aus diesem Grund angehaltenen Vorgänge zeigen</translation>
    </message>
    <message>
        <source>Every reason</source>
        <translation>Jeder Grund</translation>
    </message>
    <message>
        <source>No operation is held for this reason any more.</source>
        <translation>Kein Vorgang ist mehr aus diesem Grund angehalten.</translation>
    </message>
    <message>
        <source>This ledger has no operations yet: they appear as the service receives events.</source>
        <translation>Dieses Journal hat noch keine Vorgänge: Sie erscheinen, sobald der Dienst Ereignisse empfängt.</translation>
    </message>
    <message>
        <source>Nothing is held: no operation waits for a reviewer.</source>
        <translation>Nichts ist angehalten: Kein Vorgang wartet auf eine Prüfung.</translation>
    </message>
    <message>
        <source>No operation has an unknown outcome.</source>
        <translation>Kein Vorgang hat ein unbekanntes Ergebnis.</translation>
    </message>
    <message>
        <source>No content waits for approval.</source>
        <translation>Kein Inhalt wartet auf Freigabe.</translation>
    </message>
    <message>
        <source>Nothing is running: the service has no work in progress.</source>
        <translation>Nichts läuft: Der Dienst hat keine Arbeit in Bearbeitung.</translation>
    </message>
    <message>
        <source>No operation has completed yet.</source>
        <translation>Noch kein Vorgang ist abgeschlossen.</translation>
    </message>
    <message>
        <source>No operation was abandoned.</source>
        <translation>Kein Vorgang wurde aufgegeben.</translation>
    </message>
    <message>
        <source>Every reason (%1)</source>
        <translation>Jeder Grund (%1)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>As the &amp;desktop</source>
        <translation>Wie der &amp;Desktop</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>&amp;About Runledger</source>
        <translation>&amp;Über Runledger</translation>
    </message>
    <message>
        <source>the configuration given at start</source>
        <translation>die beim Start angegebene Konfiguration</translation>
    </message>
    <message>
        <source>Con&amp;figuration…</source>
        <translation>Kon&amp;figuration…</translation>
    </message>
    <message>
        <source>The login %1 is not on this ledger&apos;s team: you can look but not decide.</source>
        <translation>Das Login %1 gehört nicht zum Team dieses Journals: Sie können ansehen, aber nicht entscheiden.</translation>
    </message>
    <message>
        <source>Signed in as %1 (login %2, %3)</source>
        <translation>Angemeldet als %1 (Login %2, %3)</translation>
    </message>
    <message>
        <source>On this ledger the database says who decides: the login you signed in with (%1). Its display name is set with runledgerctl team add.</source>
        <translation>In diesem Journal bestimmt die Datenbank, wer entscheidet: das Login, mit dem Sie angemeldet sind (%1). Sein Anzeigename wird mit runledgerctl team add festgelegt.</translation>
    </message>
    <message>
        <source>To countersign</source>
        <translation>Gegenzuzeichnen</translation>
    </message>
    <message>
        <source>Requests waiting for a second reviewer (four eyes)</source>
        <translation>Anträge, die auf eine zweite Prüfer/in warten (Vier-Augen-Prinzip)</translation>
    </message>
    <message>
        <source>Only %1, who made the request, may withdraw it.</source>
        <translation>Nur %1, von der/dem der Antrag stammt, darf ihn zurückziehen.</translation>
    </message>
    <message>
        <source>%1 asked for: %2</source>
        <translation>%1 beantragt: %2</translation>
    </message>
    <message>
        <source>No request waits for a second reviewer.</source>
        <translation>Kein Antrag wartet auf eine zweite Prüfer/in.</translation>
    </message>
    <message>
        <source>code &lt;b&gt;%1&lt;/b&gt;, %2 %3 off</source>
        <translation>Code &lt;b&gt;%1&lt;/b&gt;, %2 %3 Nachlass</translation>
    </message>
    <message>
        <source>On a team ledger every time a rule compares is the database&apos;s. While this computer&apos;s clock is far from it, &quot;not executed&quot; is not recorded from here: set the clock right (NTP).</source>
        <translation>Auf einem Team-Ledger ist jede Zeit, die eine Regel vergleicht, die der Datenbank. Solange die Uhr dieses Computers weit davon abweicht, wird „nicht ausgeführt“ von hier nicht aufgezeichnet: Stellen Sie die Uhr richtig (NTP).</translation>
    </message>
    <message>
        <source>%1 is looking at this since %2.</source>
        <translation>%1 sieht sich das seit %2 an.</translation>
    </message>
    <message>
        <source>%1 is being worked on by %2 until %3.</source>
        <translation>%1: daran arbeitet %2 bis %3.</translation>
    </message>
    <message>
        <source>This computer&apos;s clock is %1</source>
        <translation>Die Uhr dieses Computers geht %1</translation>
    </message>
    <message>
        <source>&amp;Privacy</source>
        <translation>Daten&amp;schutz</translation>
    </message>
    <message>
        <source>&amp;Erase a customer&apos;s data…</source>
        <translation>Daten eines Kunden &amp;löschen…</translation>
    </message>
    <message>
        <source>%1 asked for: %2.</source>
        <translation>%1 beantragt: %2.</translation>
    </message>
    <message>
        <source>%1 asked at %2 for: %3, because: “%4”</source>
        <translation>%1 hat um %2 beantragt: %3, Begründung: „%4“</translation>
    </message>
    <message>
        <source>It waits for another reviewer to countersign it or turn it down; %1 may withdraw it.</source>
        <translation>Der Antrag wartet auf eine andere Prüfer/in, die ihn gegenzeichnet oder ablehnt; %1 kann ihn zurückziehen.</translation>
    </message>
    <message>
        <source>Nobody on this team can countersign it: the team has no approver. %1 may withdraw it.</source>
        <translation>Niemand in diesem Team kann ihn gegenzeichnen: das Team hat keine Freigeber/in. %1 kann ihn zurückziehen.</translation>
    </message>
    <message>
        <source>Nobody else on this team can countersign it: you are its only approver. Withdraw it, or ask the ledger&apos;s owner to add a second approver.</source>
        <translation>Niemand sonst in diesem Team kann ihn gegenzeichnen: Sie sind die einzige Freigeber/in. Ziehen Sie ihn zurück oder bitten Sie die Eigentümer/in des Ledgers, eine zweite Freigeber/in hinzuzufügen.</translation>
    </message>
    <message>
        <source>It waits for an approver other than %1 to countersign it or turn it down; %1 may withdraw it.</source>
        <translation>Der Antrag wartet auf eine andere Freigeber/in als %1, die ihn gegenzeichnet oder ablehnt; %1 kann ihn zurückziehen.</translation>
    </message>
    <message>
        <source>You made this request: an approver other than you countersigns it or turns it down.</source>
        <translation>Dieser Antrag ist von Ihnen: eine andere Freigeber/in als Sie zeichnet ihn gegen oder lehnt ihn ab.</translation>
    </message>
    <message>
        <source>You made this request: another reviewer countersigns it or turns it down.</source>
        <translation>Dieser Antrag ist von Ihnen: eine andere Prüfer/in zeichnet ihn gegen oder lehnt ihn ab.</translation>
    </message>
    <message>
        <source>%1 asked for: %2. %3</source>
        <translation>%1 beantragt: %2. %3</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message numerus="yes">
        <source>Requests that wait for a second pair of eyes: %n you may countersign</source>
        <translation>
            <numerusform>Anträge, die auf ein zweites Augenpaar warten: %n können Sie gegenzeichnen</numerusform>
            <numerusform>Anträge, die auf ein zweites Augenpaar warten: %n können Sie gegenzeichnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting for someone else (your own requests, or ones your role may not countersign)</source>
        <translation>
            <numerusform>%n wartet auf jemand anderen (Ihre eigenen Anträge oder solche, die Ihre Rolle nicht gegenzeichnen darf)</numerusform>
            <numerusform>%n warten auf jemand anderen (Ihre eigenen Anträge oder solche, die Ihre Rolle nicht gegenzeichnen darf)</numerusform>
        </translation>
    </message>
    <message>
        <source>The token for %1 is used for this session only: the keyring cannot keep it (%2).</source>
        <translation>Das Token für %1 gilt nur für diese Sitzung: der Schlüsselbund kann es nicht aufbewahren (%2).</translation>
    </message>
    <message>
        <source>No target profile for %1: choose a configuration that has it in File → Configuration… to look steps up.</source>
        <translation>Kein Zielprofil für %1: wählen Sie unter Datei → Konfiguration… eine Konfiguration, die es enthält, um Schritte nachzuschlagen.</translation>
    </message>
    <message>
        <source>Step %1 was sent to %2, but this console&apos;s %3 is at %4: a lookup there would prove nothing. Choose the ledger&apos;s own configuration in File → Configuration….</source>
        <translation>Schritt %1 wurde an %2 gesendet, aber %3 dieser Konsole liegt bei %4: eine Suche dort würde nichts beweisen. Wählen Sie unter Datei → Konfiguration… die eigene Konfiguration des Ledgers.</translation>
    </message>
    <message>
        <source>Looked up at the target at %1: %2.</source>
        <translation>Beim Ziel gesucht um %1: %2.</translation>
    </message>
    <message>
        <source>Held work can be decided now</source>
        <translation>Angehaltene Arbeit kann jetzt entschieden werden</translation>
    </message>
    <message numerus="yes">
        <source>%n held operation(s) can now be decided as the console recommends: %1</source>
        <translation>
            <numerusform>%n angehaltener Vorgang kann jetzt wie empfohlen entschieden werden: %1</numerusform>
            <numerusform>%n angehaltene Vorgänge können jetzt wie empfohlen entschieden werden: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The target said: %1. %2</source>
        <translation>Das Ziel sagte: %1. %2</translation>
    </message>
    <message>
        <source>Details of the selected operation</source>
        <translation>Details des ausgewählten Vorgangs</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Targets to check</source>
        <translation>Zu prüfende Ziele</translation>
    </message>
    <message>
        <source>%1 has not been checked yet</source>
        <translation>%1 wurde noch nicht geprüft</translation>
    </message>
    <message>
        <source>the last check of %1 could not be made</source>
        <translation>die letzte Prüfung von %1 war nicht möglich</translation>
    </message>
    <message>
        <source>the last check of %1 found it does not behave as its profile says</source>
        <translation>die letzte Prüfung von %1 ergab, dass es sich nicht wie im Profil angegeben verhält</translation>
    </message>
    <message numerus="yes">
        <source>%1 was last checked %n day(s) ago</source>
        <translation>
            <numerusform>%1 wurde zuletzt vor %n Tag geprüft</numerusform>
            <numerusform>%1 wurde zuletzt vor %n Tagen geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>Targets: %1.</source>
        <translation>Ziele: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Targets: %1, and %n more.</source>
        <translation>
            <numerusform>Ziele: %1, und %n weiteres.</numerusform>
            <numerusform>Ziele: %1, und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check targets…</source>
        <translation>Ziele prüfen…</translation>
    </message>
</context>
<context>
    <name>rl::ui::TargetsDialog</name>
    <message>
        <source>Check targets</source>
        <translation>Ziele prüfen</translation>
    </message>
    <message>
        <source>Targets and their last probe</source>
        <translation>Ziele und ihre letzte Prüfung</translation>
    </message>
    <message>
        <source>&amp;Set token…</source>
        <translation>Token &amp;setzen…</translation>
    </message>
    <message>
        <source>&amp;Forget token</source>
        <translation>Token &amp;vergessen</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Each target&apos;s token is kept in the system keyring, never in a file. &lt;b&gt;Test connection&lt;/b&gt; makes one read-only call: nothing is created.</source>
        <translation>Das Token jedes Ziels liegt im Schlüsselbund des Systems, nie in einer Datei. &lt;b&gt;Verbindung testen&lt;/b&gt; macht einen nur lesenden Aufruf: nichts wird angelegt.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>nicht getestet</translation>
    </message>
    <message>
        <source>Targets, their tokens and connections</source>
        <translation>Ziele, ihre Tokens und Verbindungen</translation>
    </message>
    <message>
        <source>Token for %1</source>
        <translation>Token für %1</translation>
    </message>
    <message>
        <source>The token for %1 is used for this session only: the keyring cannot keep it (%2).</source>
        <translation>Das Token für %1 gilt nur für diese Sitzung: der Schlüsselbund kann es nicht aufbewahren (%2).</translation>
    </message>
    <message>
        <source>The keyring could not remove the token: %1</source>
        <translation>Der Schlüsselbund konnte das Token nicht entfernen: %1</translation>
    </message>
    <message>
        <source>testing…</source>
        <translation>wird getestet…</translation>
    </message>
    <message>
        <source>What the configuration says each target can do, and what the last check of the target itself saw:</source>
        <translation>Was die Konfiguration jedem Ziel zutraut, und was die letzte Prüfung des Ziels selbst ergeben hat:</translation>
    </message>
    <message>
        <source>A check creates test records at the target, labelled &quot;Runledger probe — safe to delete&quot;, so the console never runs one: whoever looks after Runledger checks a target again after it changes (the handbook&apos;s &quot;Targets&quot; page says how).</source>
        <translation>Eine Prüfung legt Testdatensätze beim Ziel an, beschriftet mit „Runledger probe — safe to delete“; daher führt die Konsole nie eine aus: wer Runledger betreut, prüft ein Ziel erneut, nachdem es sich geändert hat (wie, steht im Handbuch auf der Seite „Ziele“).</translation>
    </message>
    <message>
        <source>Runledger needs the %1 token of target %2 to look its records up and to send to it.
It is kept in the system keyring, never in a file:</source>
        <translation>Runledger braucht das %1-Token des Ziels %2, um dort Datensätze nachzuschlagen und an es zu senden.
Es wird im Schlüsselbund des Systems aufbewahrt, nie in einer Datei:</translation>
    </message>
    <message>
        <source>&amp;Use this token</source>
        <translation>Dieses Token &amp;verwenden</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
</context>
<context>
    <name>rl::ui::TokenBook</name>
    <message>
        <source>not needed</source>
        <translation>nicht nötig</translation>
    </message>
    <message>
        <source>from the environment (%1)</source>
        <translation>aus der Umgebung (%1)</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>for this session only</source>
        <translation>nur für diese Sitzung</translation>
    </message>
    <message>
        <source>missing: choose Set token…</source>
        <translation>fehlt: Token setzen… wählen</translation>
    </message>
</context>
</TS>
