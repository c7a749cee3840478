import KartotekaCore

extension EnglishTexts: AdministrationCommandTexts {
    var anonymiseSummary: String { "remove readers from the history of loans returned long ago" }
    var olderThanHelp: String { "returned more than this many days ago (default from the settings, 365)" }
    func loansAnonymised(_ count: Int) -> String { "Loans anonymised: \(count)." }
    var backupSummary: String { "back up the database (safe while the server runs)" }
    func backupWritten(_ path: String) -> String { "Backup written: \(path)" }
    var restoreSummary: String { "restore the database from a backup (stop the server first)" }
    func databaseRestored(_ database: String, from backup: String) -> String { "The database \(database) was restored from \(backup)." }
    var routesSummary: String { "every endpoint of the server: method, path and the permission it needs" }
    var routesDetails: String {
        "Access: public — anyone, signed-in — any staff account, else the permission's name (circulate, editCatalogue…).\nExample: kartoteka routes --json"
    }
    var serveSummary: String { "start the server: web interface, JSON API and /locations" }
    var serveDetails: String {
        "Without --create the database must exist already (kartoteka --db FILE init).\nExample: kartoteka --db data/kartoteka.sqlite serve --create --demo"
    }
    var hostHelp: String { "address (default 127.0.0.1; 0.0.0.0 for every network)" }
    var portHelp: String { "port (default 3000)" }
    var threadsHelp: String { "threads (default 4)" }
    var demoHelp: String { "fill an empty database with demo data" }
    var createHelp: String { "create the database when there is none" }
    func serverRunning(scheme: String, address: String, port: UInt16) -> String {
        "Kartoteka is running: \(scheme)://\(address):\(port) (stop with Ctrl+C)"
    }
    var stopping: String { "Stopping…" }
    var serverStopped: String { "Server stopped, database closed." }
    var demoDataAdded: String { "Demo data added." }
    func demoAdministratorKnown(database path: String) -> String {
        "Demo administrator: admin (the password was shown on the first start; a new one: kartoteka --db \(path) user passwd admin)"
    }
    func demoAdministratorPassword(_ password: String) -> String { "Demo administrator: admin, password: \(password)" }
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
    var smtpURLExpected: String { "an address like smtp://host:587 or smtps://host:465." }
    var settingsStartTLSHelp: String { "require STARTTLS for smtp://" }
    var yesOrNo: String { "yes or no." }
    var settingsSaved: String { "Settings saved." }
    var settingsShowSummary: String { "library settings" }
}
