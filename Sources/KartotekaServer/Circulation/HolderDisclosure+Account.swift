import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

extension HolderDisclosure {
    /// How holders show to an account: in full to one that may browse readers, by ticket to others.
    init(for account: Account?) {
        self = account?.may(.browseReaders) ?? false ? .contact : .ticketOnly
    }
}

extension PageContext {
    /// How the holders of copies show on this account's pages.
    var holderDisclosure: HolderDisclosure { HolderDisclosure(for: account) }
}

extension RequestContext {
    /// How the holders of copies show in answers to this account (lists, title cards, copies).
    var holderDisclosure: HolderDisclosure { HolderDisclosure(for: principal?.account) }
}
