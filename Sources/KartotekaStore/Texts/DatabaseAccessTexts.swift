import KartotekaCore

/// The texts of a database that cannot be used as the library: its address, the account, or what it holds.
protocol DatabaseAccessTexts: Sendable {
    func unsupportedDatabaseAddress(scheme: String) -> String
    func malformedDatabaseAddress(_ address: String) -> String
    func databasePasswordMissing(_ address: String, user: String) -> String
    func databasePasswordWrong(_ address: String, user: String) -> String
    func databaseAccountRefused(_ address: String, user: String) -> String
    func noSuchDatabase(_ address: String, name: String, user: String) -> String
    func databaseTooManyConnections(_ address: String) -> String
    func databaseRefused(_ address: String) -> String
    func foreignDatabase(_ address: String) -> String
    func foreignDatabaseFile(_ path: String) -> String
    func noLibraryInDatabase(_ address: String) -> String
    func databaseWrongEncoding(_ address: String, encoding: String) -> String
    func databaseCannotCreateTables(_ address: String, user: String) -> String
}
