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
    /// Writes a list row (a title without its copies): its keys in sorted order, one after the
    /// other. (A table of keys with a closure each, reading the text fields through their key
    /// paths, cost more than the rest of the answer; the test against `JSONEncoder` finds a key
    /// left out or out of order.)
    func writeListRow(to json: inout WireJSONWriter) {
        json.object { json in
            json.field("ageMark", ageMark)
            json.field("annotation", annotation)
            json.field("authorGivenNames", authorGivenNames)
            json.field("authorInitials", authorInitials)
            json.field("authorSign", authorSign)
            json.field("authorSurname", authorSurname)
            json.field("authors", authors)
            json.field("availableCount", availableCount)
            json.field("bbk", bbk)
            writeByBranch(to: &json)
            json.field("city", city)
            json.field("collectiveAuthor", collectiveAuthor)
            json.field("copyCount", copyCount)
            json.key("createdAt")
            json.date(createdAt)
            json.field("documentKind", documentKind)
            json.field("edition", edition)
            json.field("fpuNumber", fpuNumber)
            json.key("id")
            json.integer(id)
            json.field("irbisShelfCode", irbisShelfCode)
            json.field("isbn", isbn)
            json.field("keywords", keywords)
            json.field("language", language)
            json.field("onLoanCount", onLoanCount)
            json.field("otherAuthors", otherAuthors)
            json.field("overdueCount", overdueCount)
            json.field("pages", pages)
            json.field("price", price)
            json.field("publisher", publisher)
            json.field("responsibility", responsibility)
            json.field("series", series)
            json.field("seriesNumber", seriesNumber)
            json.field("subtitle", subtitle)
            json.field("title", title)
            json.field("udc", udc)
            json.key("updatedAt")
            json.date(updatedAt)
            json.field("usableUntil", usableUntil)
            json.field("volume", volume)
            json.field("volumeTitle", volumeTitle)
            json.field("year", year)
        }
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
