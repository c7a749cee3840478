/// The kind of document a batch arrived with. Summary accounting goes one batch per accompanying
/// document; a batch that came without one gets an acceptance act drawn up by the library.
public enum AccompanyingDocumentKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// An invoice (счёт-фактура).
    case invoice
    /// A waybill or delivery note (накладная).
    case waybill
    /// A register or list (реестр).
    case register
    /// An act of handing over (акт приёма-передачи) from another library.
    case transferAct = "transfer_act"
    /// The library's own acceptance act (акт приёма), drawn up when nothing came with the batch.
    case acceptanceAct = "acceptance_act"
}
