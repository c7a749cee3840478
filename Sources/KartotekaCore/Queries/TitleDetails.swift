
extension TitleDetails {
    /// The hold a copy is set aside for, if any.
    public func hold(settingAside inventory: InventoryNumber) -> HoldRecord? {
        holds.first { $0.state.hasCopy && $0.copy == inventory }
    }
}
