/// How the CLI names the fields of forms, so that a problem points at the option to fix.
enum CommandLineNames {
    private static let options: [String: String] = [
        "authorSurname": "surname", "authorInitials": "initials", "authorGivenNames": "given-names",
        "otherAuthors": "other-authors", "authorSign": "author-sign", "inventoryNumber": "inventory",
        "ticketNumber": "ticket", "firstName": "name", "copyPrice": "copy-price", "storagePlace": "place",
        "receivedOn": "received", "registeredOn": "registered", "streetAddress": "street",
    ]

    /// The option name for a form field: `authorSurname` → `surname`.
    static func option(forField field: String) -> String {
        options[field] ?? field
    }
}
