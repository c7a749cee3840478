import Foundation

/// The answers written by hand (``WireJSONWriter``): the titles list and search, and the book's
/// catalogue. Each writes its keys in sorted order, as `JSONEncoder` with sorted keys does.
extension TitleSearchPage {
    /// The answer's JSON bytes, as ``WireJSON/encoder(pretty:)`` writes them.
    public func json() throws -> Data {
        // A title card's copies are not written by hand; list rows never have them.
        guard items.allSatisfy({ $0.copies == nil }) else { return try WireJSON.encoder().encode(self) }
        var writer = WireJSONWriter(capacity: 1024 + items.count * 700)
        writer.object { json in
            json.key("hasMore")
            json.boolean(hasMore)
            if let identifier {
                json.key("identifier")
                identifier.write(to: &json)
            }
            json.key("items")
            json.array(items) { json, item in item.writeListRow(to: &json) }
            json.key("limit")
            json.integer(limit)
            json.key("offset")
            json.integer(offset)
            if let suggestion {
                json.key("suggestion")
                json.object { json in
                    json.key("shown")
                    json.boolean(suggestion.shown)
                    json.field("text", suggestion.text)
                }
            }
        }
        return writer.data
    }
}

extension IdentifierMatchResource {
    func write(to json: inout WireJSONWriter) {
        json.object { json in
            if let destination {
                json.key("destination")
                json.object { json in
                    json.field("inventoryNumber", destination.inventoryNumber)
                    json.key("titleId")
                    json.integer(destination.titleId)
                }
            }
            json.field("inventoryNumber", inventoryNumber)
            json.field("kind", kind)
            json.field("text", text)
        }
    }
}

extension TitleResource {
    /// Writes a list row (a title without its copies).
    func writeListRow(to json: inout WireJSONWriter) {
        json.object { json in
            for entry in Self.listRowEntries { entry.write(self, &json) }
        }
    }

    /// A key of a list row and how its value is written.
    private typealias Entry = (key: String, write: @Sendable (TitleResource, inout WireJSONWriter) -> Void)

    /// A list row's keys in sorted order, each with how its value is written: the plain text
    /// fields (``textFields``) among the others.
    private static let listRowEntries: [Entry] = {
        let texts: [Entry] = textFields.map { field in
            (field.name, { title, json in
                json.key(field.name)
                json.string(title[keyPath: field.keyPath])
            })
        }
        let others: [Entry] = [
            text("authorGivenNames") { $0.authorGivenNames }, text("authorInitials") { $0.authorInitials },
            text("authorSurname") { $0.authorSurname }, text("authors") { $0.authors }, number("availableCount") { $0.availableCount },
            ("byBranch", { title, json in title.writeByBranch(to: &json) }), number("copyCount") { $0.copyCount },
            ("createdAt", { title, json in
                json.key("createdAt")
                json.date(title.createdAt)
            }),
            text("documentKind") { $0.documentKind },
            ("id", { title, json in
                json.key("id")
                json.integer(title.id)
            }),
            text("isbn") { $0.isbn }, list("keywords") { $0.keywords }, text("language") { $0.language },
            number("onLoanCount") { $0.onLoanCount }, list("otherAuthors") { $0.otherAuthors }, number("overdueCount") { $0.overdueCount },
            number("pages") { $0.pages }, text("price") { $0.price },
            ("updatedAt", { title, json in
                json.key("updatedAt")
                json.date(title.updatedAt)
            }),
            number("year") { $0.year },
        ]
        return (texts + others).sorted { $0.key < $1.key }
    }()

    private static func text(_ key: StaticString, _ value: @escaping @Sendable (TitleResource) -> String?) -> Entry {
        (key.description, { title, json in json.field(key, value(title)) })
    }

    private static func number(_ key: StaticString, _ value: @escaping @Sendable (TitleResource) -> Int?) -> Entry {
        (key.description, { title, json in json.field(key, value(title)) })
    }

    private static func list(_ key: StaticString, _ value: @escaping @Sendable (TitleResource) -> [String]) -> Entry {
        (key.description, { title, json in json.field(key, value(title)) })
    }

    /// Writes the counts per branch, when there are any.
    private func writeByBranch(to json: inout WireJSONWriter) {
        guard let byBranch else { return }
        json.key("byBranch")
        json.array(byBranch) { json, counts in
            json.object { json in
                json.field("branch", counts.branch)
                json.field("inTransit", counts.inTransit)
                json.field("name", counts.name)
                json.field("onLoan", counts.onLoan)
                json.field("onShelf", counts.onShelf)
            }
        }
    }
}

extension BookCatalogEntry {
    /// The JSON bytes of a list of entries, as ``WireJSON/encoder(pretty:)`` writes them.
    public static func json(_ entries: [BookCatalogEntry]) -> Data {
        var writer = WireJSONWriter(capacity: 64 + entries.count * 160)
        writer.array(entries) { json, entry in
            json.object { json in
                json.field("authors", entry.authors)
                json.key("fiction")
                json.boolean(entry.fiction)
                json.field("isbn", entry.isbn)
                json.key("pageCount")
                json.integer(entry.pageCount)
                json.field("title", entry.title)
            }
        }
        return writer.data
    }
}
