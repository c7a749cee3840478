import KartotekaCore
import KartotekaWire

/// A reader's record card (читательский формуляр) as the paper one looks, on an A4 sheet: its
/// number, the reader's details line by line, then the loans' table — lent, inventory number,
/// author and title, due, returned.
enum ReaderRecordCardDocument {
    static func render(_ context: PageContext, _ card: ReaderRecordCard) -> HTML {
        let texts = context.texts
        let reader = card.reader
        let language = context.language
        let details: [(String, String)] = [
            (texts.recordCardName, reader.fullName), (texts.recordCardBirth, reader.birth?.description ?? ""),
            (texts.recordCardClass, [reader.currentClass?.text ?? "", reader.category].filter { !$0.isEmpty }.joined(separator: ", ")),
            (texts.recordCardWorkplace, reader.workplace), (texts.recordCardAddress, reader.address.line(in: language)),
            (texts.recordCardPhone, reader.phones.map(\.text).joined(separator: ", ")),
            (texts.recordCardRegistered, reader.registeredOn.text(in: language)),
        ]
        let facts = HTML.join(details.map { label, value -> HTML in "<tr><th>\(label)</th><td>\(value)</td></tr>" })
        let lines = HTML.join(card.lines.map { line -> HTML in
            let returned = line.lost ? texts.recordCardLost : line.returnedOn?.text(in: language) ?? ""
            let place: HTML = line.inLibrary ? " <small>(\(texts.recordCardReadingRoom))</small>" : .empty
            return """
                <tr data-inventory="\(line.inventoryNumber.rawValue)"><td>\(line.lentOn.text(in: language))</td><td>\(line.inventoryNumber.rawValue)</td>
                <td>\(line.description)\(place)</td><td>\(line.dueOn.text(in: language))</td><td>\(returned)</td></tr>
                """
        })
        return """
            <h1>\(texts.recordCardHeading(reader.ticketNumber.rawValue))</h1>
            <table class="facts" id="record-card-details">\(facts)</table>
            <table id="record-card-loans">
            <thead><tr><th>\(texts.recordCardLent)</th><th>\(texts.recordCardInventory)</th><th>\(texts.recordCardTitle)</th>
            <th>\(texts.recordCardDue)</th><th>\(texts.recordCardReturned)</th></tr></thead>
            <tbody>\(lines)</tbody>
            </table>
            """
    }
}
