/// Every command of the CLI, in the order the program's help lists them. A new command is a
/// type conforming to ``KartotekaCommand`` added here.
enum KartotekaCommands {
    static let all: [any KartotekaCommand.Type] = [
        InitCommand.self, ISBNCheckCommand.self, AuthorSignCommand.self, CardParseCommand.self,
        BookAddCommand.self, BookShowCommand.self, BookListCommand.self, BookSearchCommand.self, BookEditCommand.self, BookDeleteCommand.self,
        CopyAddCommand.self, CopyEditCommand.self, CopyDeleteCommand.self,
        ReaderAddCommand.self, ReaderShowCommand.self, ReaderListCommand.self, ReaderSearchCommand.self, ReaderEditCommand.self,
        ReaderDeleteCommand.self, ReaderImportClassCommand.self, ReaderPromoteCommand.self,
        DeskCommand.self, LendCommand.self, ReturnCommand.self, RenewCommand.self, OverdueCommand.self,
        RuleListCommand.self, RuleSetCommand.self, RuleRemoveCommand.self,
        BlockAddCommand.self, BlockRemoveCommand.self, BlockListCommand.self,
        LossRecordCommand.self, LossSettleCommand.self, LossListCommand.self, LossLedgerCommand.self,
        ClassSetGiveCommand.self, ClassSetListCommand.self, ClassSetReturnCommand.self,
        TextbookSetCommand.self, TextbookListCommand.self, TextbookShowCommand.self, TextbookReceiveCommand.self,
        LocationAddCommand.self, LocationListCommand.self, LocationEditCommand.self, LocationDeleteCommand.self,
        BranchAddCommand.self, BranchListCommand.self, BranchEditCommand.self, BranchDeleteCommand.self,
        BranchPublishCommand.self, BranchUnpublishCommand.self,
        TransferSendCommand.self, TransferReceiveCommand.self, TransferListCommand.self,
        ReceiptAddCommand.self, ReceiptListCommand.self, ReceiptShowCommand.self,
        WriteOffAddCommand.self, WriteOffListCommand.self, WriteOffShowCommand.self, KSUCommand.self, InventoryBookCommand.self,
        StocktakeStartCommand.self, StocktakeScanCommand.self, StocktakeStatusCommand.self, StocktakeFinishCommand.self,
        SettingsShowCommand.self, SettingsSetCommand.self,
        ExportIRBISCommand.self, ExportISOCommand.self, ImportIRBISCommand.self, ImportISOCommand.self,
        UserAddCommand.self, UserListCommand.self, UserEditCommand.self, UserPasswdCommand.self, UserUnlockCommand.self,
        UserDeleteCommand.self,
        UserTokenAddCommand.self, UserTokenListCommand.self, UserTokenRevokeCommand.self,
        BackupCommand.self, RestoreCommand.self, MigrateCommand.self, AnonymiseCommand.self, ReaderExportDataCommand.self,
        ScanCommand.self, LookupCommand.self, CopyLabelsCommand.self, ReaderLabelsCommand.self,
        CopycatSearchCommand.self, CopycatAddCommand.self,
        CopycatTargetListCommand.self, CopycatTargetAddCommand.self, CopycatTargetEditCommand.self, CopycatTargetRemoveCommand.self,
        ServeCommand.self, RoutesCommand.self,
    ]
}
