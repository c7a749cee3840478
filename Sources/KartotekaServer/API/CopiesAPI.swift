import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/api/v1/copies`: physical copies, and returning and renewing them.
struct CopiesAPI {
    let store: any LibraryStore

    func register(on router: inout Router) {
        router.add("GET", "/api/v1/copies/:inventory") { _, parameters in
            try JSONResponse.make(CopyResource(try store.copy(parameters.inventoryNumber()), today: store.today()))
        }
        router.add("PUT", "/api/v1/copies/:inventory") { request, parameters in
            let inventory = try parameters.inventoryNumber()
            let input = try CopyInput.decode(from: request)
            var draft = input.draft(defaultPlace: "")
            if input.inventoryNumber == nil { draft.inventoryNumber = inventory.rawValue }
            if input.status == nil { draft.status = try store.copy(inventory).record.copy.status.rawValue }
            let copy = try store.updateCopy(inventory, with: draft.validated())
            return try JSONResponse.make(CopyResource(try store.copy(copy.inventoryNumber), today: store.today()))
        }
        router.add("DELETE", "/api/v1/copies/:inventory") { _, parameters in
            try store.deleteCopy(parameters.inventoryNumber())
            return .noContent
        }
        router.add("POST", "/api/v1/copies/:inventory/return") { _, parameters in
            try JSONResponse.make(LoanResource(try store.returnCopy(parameters.inventoryNumber()), today: store.today()))
        }
        router.add("POST", "/api/v1/copies/:inventory/renew") { request, parameters in
            let input = request.body.isEmpty ? RenewInput(dueOn: nil) : try RenewInput.decode(from: request)
            let due = try input.dueOn.map { try Day(parsing: $0, field: "dueOn") }
            return try JSONResponse.make(LoanResource(try store.renew(parameters.inventoryNumber(), dueOn: due), today: store.today()))
        }
    }
}
