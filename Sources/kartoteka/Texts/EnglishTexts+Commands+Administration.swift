import KartotekaCore

extension EnglishTexts: AdministrationCommandTexts {
    var anonymiseSummary: String { "remove readers from the history of loans returned long ago" }
    var olderThanHelp: String {
        "returned more than this many days ago (without it, as the settings say: the loans of years that ended more than 365 days ago)"
    }
    func loansAnonymised(_ count: Int) -> String { "Loans anonymised: \(count)." }
    var backupSummary: String { "back up the database (safe while the server runs)" }
    var backupDetails: String {
        "SQLite: a copy of the file (.sqlite). PostgreSQL: pg_dump --format=custom (.dump); needs pg_dump of the server's version or newer."
    }
    func backupWritten(_ path: String) -> String { "Backup written: \(path)" }
    var restoreSummary: String { "restore the database from a backup (stop the server first)" }
    var restoreDetails: String {
        "An SQLite file is replaced by the backup. A PostgreSQL backup (.dump) is restored only into an empty database: create a new one (createdb) and give it as --db."
    }
    func databaseRestored(_ database: String, from backup: String) -> String { "The database \(database) was restored from \(backup)." }
    var serveSummary: String { "start the server: web interface, JSON API and /locations" }
    var serveDetails: String {
        "Without --create the database must exist already (kartoteka --db FILE init).\nExample: kartoteka --db data/kartoteka.sqlite serve --create --demo\n"
            + "With PostgreSQL (--db postgresql://…) several servers may work on one database.\n"
            + "kartoteka serve --routes --json lists the endpoints (no database needed)."
    }
    var hostHelp: String { "address (default: listen in the configuration, else 127.0.0.1; 0.0.0.0 for every network)" }
    var portHelp: String { "port (default: from listen, else 3000)" }
    var threadsHelp: String { "threads (default 4)" }
    var demoHelp: String { "fill an empty database with demo data" }
    var createHelp: String { "create the database when there is none" }
    var routesHelp: String {
        "list every endpoint instead of starting: method, path and the permission it needs (public — anyone, signed-in — any staff account)"
    }
    func serverRunning(scheme: String, address: String, port: UInt16) -> String {
        "Kartoteka is running: \(scheme)://\(address):\(port) (stop with Ctrl+C)"
    }
    var openFromTheLibraryNetwork: String { "Phones and other computers on the library’s network open:" }
    var noNetworkAddressYet: String {
        "This computer has no network address but its own yet: connect it to the library’s network (Wi-Fi or cable) "
            + "and start the server again."
    }
    var onlyThisComputerOpensIt: String {
        "Only this computer can open it. For phones and computers on the library’s network: kartoteka serve --host 0.0.0.0 "
            + "(or listen = 0.0.0.0 in kartoteka.conf)."
    }
    var cameraNeedsHTTPS: String {
        "A phone’s camera works on the Scan page only over HTTPS: start with --tls-cert FILE --tls-key FILE (the README’s "
            + "“HTTPS for the camera” says how). Photos of codes and USB scanners work over http too."
    }
    var stopping: String { "Stopping…" }
    func databaseNotAnsweringYet(_ database: String) -> String {
        "The database \(database) does not answer yet. The server starts and answers “the database cannot be reached” (503) until it does; it connects by itself."
    }
    var serverStopped: String { "Server stopped, database closed." }
    var demoDataAdded: String { "Demo data added." }
    func demoAdministratorKnown(database path: String) -> String {
        "Demo administrator: admin (the password was shown on the first start; a new one: kartoteka --db \(path) user passwd admin)"
    }
    func demoAdministratorPassword(_ password: String) -> String { "Demo administrator: admin, password: \(password)" }
    func demoIsNotForReal(program: String, database path: String) -> String {
        """
        This library is a demo, with made-up books and readers. To start an empty library for real:
          \(program) --db \(path) init
          \(program) --db \(path) user add admin --role administrator
          \(program) --db \(path) serve
        (the second prints the administrator's password; serve without --demo, which fills an empty library with demo data).
        """
    }
    func noAccountsYet(database path: String) -> String {
        "No accounts yet. Create the administrator: kartoteka --db \(path) user add admin --role administrator"
    }
    func cannotListen(host: String, port: Int) -> String {
        "Cannot listen on \(host):\(port): the port is taken by another program or the address is wrong. Choose another --port or --host."
    }
    var tlsCertificateHelp: String { "TLS certificate (PEM) — turns on HTTPS" }
    var tlsKeyHelp: String { "TLS private key (PEM)" }
    var loanPeriodLabel: String { "Loan period, days: " }
    var renewalsLabel: String { "Renewals at most: " }
    var authorSignStyleLabel: String { "Author sign style: " }
    var defaultStoragePlaceLabel: String { "Default storage place: " }
    var operatorLabel: String { "Operator (for IRBIS): " }
    var libraryNameLabel: String { "Library name (on forms, letters, labels): " }
    var locationsShownLabel: String { "“Addresses by country” without locations of our own: " }
    var libraryNameHelp: String { "the library's name on every form, act, letter and label (\"\" removes it)" }
    var locationsShownHelp: String { "show “Addresses by country” even without locations of our own" }
    var shelfCodeLabel: String { "Shelf code (903): " }
    var exportEncodingLabel: String { "Export encoding: " }
    var mailServerLabel: String { "Mail server: " }
    var notSetUp: String { "not set up" }
    var settingsSetSummary: String { "change library settings" }
    var settingsSetDetails: String {
        "The mail password is not kept in the database: set KARTOTEKA_SMTP_PASSWORD, or a file only its owner reads in smtp_password_file / KARTOTEKA_SMTP_PASSWORD_FILE."
    }
    var loanDaysHelp: String { "loan period in days (1–365)" }
    var maxRenewalsHelp: String { "how many renewals are allowed (0–20)" }
    var authorSignStyleHelp: String { "Л49 or Л 49" }
    var storagePlaceHelp: String { "storage place code for new copies" }
    var operatorHelp: String { "operator name in IRBIS records" }
    var shelfCodePatternHelp: String { "shelf code (903), e.g. {bbk}/{sign}-{inventory}" }
    var settingsSMTPURLHelp: String { "mail server: smtp://host:587 or smtps://host:465 (empty: none)" }
    var smtpURLExpected: String { "an address like smtp://host:587 or smtps://host:465, with no login or password in it (--smtp-user; the password from KARTOTEKA_SMTP_PASSWORD)." }
    var settingsStartTLSHelp: String { "require STARTTLS for smtp://" }
    var yesOrNo: String { "yes or no." }
    var settingsSaved: String { "Settings saved." }
    var settingsShowSummary: String { "library settings" }
}
