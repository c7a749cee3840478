/// How the CLI names the fields of forms, so that a problem points at the option to fix.
enum CommandLineNames {
    private static let options: [String: String] = [
        "authorSurname": "surname", "authorInitials": "initials", "authorGivenNames": "given-names",
        "otherAuthors": "other-authors", "authorSign": "author-sign", "inventoryNumber": "inventory",
        "ticketNumber": "ticket", "firstName": "name", "copyPrice": "copy-price", "storagePlace": "place",
        "receivedOn": "received", "registeredOn": "registered", "streetAddress": "street", "schoolClass": "class",
        "parentPhone": "parent-phone", "parentEmail": "parent-email", "documentKind": "kind", "periodDays": "period",
        "maximumLoans": "max-loans", "maximumRenewals": "renewals", "onBalance": "balance",
        "documentType": "document-type", "documentNumber": "document-number",
        "documentDate": "document-date", "approvedBy": "approved-by", "commission": "member", "copies": "inventory",
    ]

    /// The fields a group of commands names otherwise: a branch's storage place is
    /// `--storage-place` (a copy's is `--place`), the location that shows it `--location`; a
    /// receipt's kind of accompanying document is `--document-kind` (a title's kind is `--kind`); a
    /// copy-cataloguing target's service is `--protocol`.
    private static let groupOptions: [String: [String: String]] = [
        "branch": ["storagePlace": "storage-place", "locationId": "location"],
        "receipt": ["receivedOn": "date", "documentKind": "document-kind"],
        "stocktake": ["storagePlace": "place", "inventoryFrom": "from", "inventoryTo": "to"],
        "ksu": ["year": "year"],
        "copycat": ["service": "protocol", "characterSet": "charset", "timeoutSeconds": "timeout", "password": "password-file"],
    ]

    /// The option name for a form field: `authorSurname` → `surname`; in `command`, by its group's names first.
    static func option(forField field: String, in command: String? = nil) -> String {
        if let group = command?.split(separator: " ").first, let name = groupOptions[String(group)]?[field] { return name }
        return options[field] ?? field
    }
}
