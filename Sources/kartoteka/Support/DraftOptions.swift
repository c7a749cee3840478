import KartotekaCore

/// The CLI options that fill in book, copy and reader drafts, and how they map to draft fields.
enum DraftOptions {
    /// An option that sets a title's field.
    typealias TitleField = (option: Option<String>, field: WritableKeyPath<TitleDraft, String> & Sendable)
    /// An option that sets a copy's field.
    typealias CopyField = (option: Option<String>, field: WritableKeyPath<CopyDraft, String> & Sendable)
    /// An option that sets a reader's field.
    typealias ReaderField = (option: Option<String>, field: WritableKeyPath<ReaderDraft, String> & Sendable)

    /// The fields of a title (the author, the description, the classification).
    static let title: [TitleField] = [
        (.text("isbn", "ISBN", \.isbnHelp), \.isbn),
        (.text("surname", "TEXT", \.authorSurnameHelp), \.authorSurname),
        (.text("initials", "TEXT", \.authorInitialsHelp), \.authorInitials),
        (.text("given-names", "TEXT", \.authorGivenNamesHelp), \.authorGivenNames),
        (.text("other-authors", "TEXT", \.otherAuthorsHelp), \.otherAuthors),
        (.text("title", "TEXT", \.titleHelp), \.title),
        (.text("subtitle", "TEXT", \.subtitleHelp), \.subtitle),
        (.text("publisher", "TEXT", \.publisherHelp), \.publisher),
        (.text("city", "TEXT", \.cityOfPublicationHelp), \.city),
        (.text("year", "YYYY", \.yearHelp), \.year),
        (.text("pages", "N", \.pagesHelp), \.pages),
        (.text("price", "SUM", \.priceHelp), \.price),
        (.text("bbk", "INDEX", \.bbkHelp), \.bbk),
        (.text("udc", "INDEX", \.udcHelp), \.udc),
        (.text("author-sign", "SIGN", \.authorSignHelp), \.authorSign),
        (.text("language", "CODE", \.languageHelp), \.language),
        (.text("annotation", "TEXT", \.annotationHelp), \.annotation),
        (.text("keywords", "TEXT", \.keywordsHelp), \.keywords),
        (.text("kind", "textbook|fiction|reference|periodical|other", \.documentKindHelp), \.documentKind),
    ]

    /// The fields of a copy, but its inventory number.
    static let copy: [CopyField] = [
        (.text("place", "CODE", \.storagePlaceCodeHelp), \.storagePlace),
        (.text("copy-price", "SUM", \.copyPriceHelp), \.price),
        (.text("received", "YYYY-MM-DD", \.receivedHelp), \.receivedOn),
        (.text("barcode", "CODE", \.barcodeHelp), \.barcode),
        (.text("receipt", "N", \.copyReceiptHelp), \.receipt),
        (.text("balance", "on|off", \.copyBalanceHelp), \.onBalance),
        (.text("document-type", "KIND", \.documentTypeHelp), \.documentType),
    ]

    /// The fields of a reader, the ticket first.
    static let reader: [ReaderField] = [(.text("ticket", "T", \.ticketNumberNoun), \.ticketNumber)]
        + readerDetails

    /// The fields of a reader but the ticket.
    static let readerDetails: [ReaderField] = [
        (.text("surname", "TEXT", \.surnameHelp), \.surname),
        (.text("name", "TEXT", \.firstNameHelp), \.firstName),
        (.text("patronymic", "TEXT", \.patronymicHelp), \.patronymic),
        (.text("birth", "DATE", \.birthHelp), \.birth),
        (.text("gender", "female|male", \.genderHelp), \.gender),
        (.text("category", "TEXT", \.categoryHelp), \.category),
        (.text("class", "C", \.schoolClassHelp), \.schoolClass),
        (.text("postcode", "TEXT", \.postcodeHelp), \.postcode),
        (.text("city", "TEXT", \.cityHelp), \.city),
        (.text("street", "TEXT", \.streetHelp), \.street),
        (.text("house", "TEXT", \.houseHelp), \.house),
        (.text("flat", "TEXT", \.flatHelp), \.flat),
        (.text("phone", "PHONE", \.phoneHelp), \.phone),
        (.text("email", "ADDRESS", \.emailHelp), \.email),
        (.text("parent-phone", "PHONE", \.parentPhoneHelp), \.parentPhone),
        (.text("parent-email", "ADDRESS", \.parentEmailHelp), \.parentEmail),
        (.text("workplace", "TEXT", \.workplaceHelp), \.workplace),
        (.text("registered", "YYYY-MM-DD", \.registeredHelp), \.registeredOn),
    ]

    /// The options of `fields`, for a command's list.
    static func options<Draft>(_ fields: [(option: Option<String>, field: WritableKeyPath<Draft, String> & Sendable)]) -> [any OptionDeclaration] {
        fields.map(\.option)
    }
}
