import KartotekaCore
import KartotekaWire

/// Turns a refusal from the store into problems shown next to the form field to fix.
enum FormProblems {
    static func from(_ error: any Error) -> [FieldProblem]? {
        switch error {
        case let validation as ValidationError:
            return validation.problems
        case let catalog as CatalogError:
            switch catalog {
            case .inventoryNumberTaken: return [FieldProblem(field: "inventoryNumber", message: catalog.message)]
            case .barcodeTaken: return [FieldProblem(field: "barcode", message: catalog.message)]
            case .isbnTaken: return [FieldProblem(field: "isbn", message: catalog.message)]
            case .copyOnLoan, .loanStatusSetByEditing: return [FieldProblem(field: "status", message: catalog.message)]
            default: return nil
            }
        case let reader as ReaderError:
            switch reader {
            case .ticketNumberTaken: return [FieldProblem(field: "ticketNumber", message: reader.message)]
            default: return nil
            }
        case let accounts as AccountingError:
            switch accounts {
            case .receiptNotFound, .receiptClosed, .copyInClosedReceipt: return [FieldProblem(field: "receipt", message: accounts.message)]
            case .kindChangeMovesAccountedCopies: return [FieldProblem(field: TitleField.documentKind.rawValue, message: accounts.message)]
            case .writeOffByEditing, .copyWrittenOffByAct: return [FieldProblem(field: "status", message: accounts.message)]
            default: return nil
            }
        case let loan as LoanError:
            switch loan {
            case .dueDayNotInFuture, .dueDayBeyondRules: return [FieldProblem(field: FormFields.dueOn.name, message: loan.message)]
            // Refused for this reader (a block, a rule's limit): said next to the ticket, with what to do.
            case .readerBlocked, .loanLimitReached, .readingRoomOnly: return [FieldProblem(field: TicketNumber.field, message: loan.message)]
            default: return nil
            }
        case let inspection as InspectionError:
            switch inspection {
            // An age mark above the reader's age, or a title on the list: said next to the ticket.
            case .ageRestricted, .ageUnknown, .copyOnBannedList: return [FieldProblem(field: TicketNumber.field, message: inspection.message)]
            default: return nil
            }
        default:
            return nil
        }
    }
}
