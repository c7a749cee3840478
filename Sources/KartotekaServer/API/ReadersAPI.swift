import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/api/v1/readers`: registered readers.
struct ReadersAPI {
    let store: any LibraryStore

    func register(on router: inout Router) {
        router.add("GET", "/api/v1/readers") { request, _ in
            let page = try store.listReaders(ReaderQuery(text: request.queryValue("q") ?? "", page: try request.pageRequest()))
            return try JSONResponse.make(PageResource(page, ReaderResource.init))
        }
        router.add("POST", "/api/v1/readers") { request, _ in
            let reader = try ReaderInput.decode(from: request).draft.validated(today: store.today())
            let record = try store.addReader(reader)
            return try JSONResponse.created(ReaderResource(try store.reader(record.reader.ticketNumber), today: store.today()),
                                            at: "/api/v1/readers/\(PageContext.percentEncode(record.reader.ticketNumber.rawValue))")
        }
        router.add("GET", "/api/v1/readers/:ticket") { _, parameters in
            try JSONResponse.make(ReaderResource(try store.reader(parameters.ticketNumber()), today: store.today()))
        }
        router.add("PUT", "/api/v1/readers/:ticket") { request, parameters in
            let ticket = try parameters.ticketNumber()
            var draft = try ReaderInput.decode(from: request).draft
            if draft.ticketNumber.isEmpty { draft.ticketNumber = ticket.rawValue }
            let record = try store.updateReader(ticket, with: draft.validated(today: store.today()))
            return try JSONResponse.make(ReaderResource(try store.reader(record.reader.ticketNumber), today: store.today()))
        }
        router.add("GET", "/api/v1/readers/:ticket/data") { _, parameters in
            let details = try store.readerData(parameters.ticketNumber())
            return try JSONResponse.make(ReaderResource(details, today: store.today()))
                .adding("Content-Disposition", "attachment; filename=\"reader-\(details.record.id).json\"")
        }
        router.add("DELETE", "/api/v1/readers/:ticket") { _, parameters in
            try store.deleteReader(parameters.ticketNumber())
            return .noContent
        }
    }
}
