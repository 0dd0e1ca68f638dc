import SwiftUI

struct SyncBadge: View {
  var body: some View {
    VStack {
      Text("On")
      Spacer()
    }
  }
}

struct BackupBadge: View {
  var body: some View {
    VStack {
      Text("Daily")
      Spacer()
    }
  }
}

struct ResetPrompt: View {
  var body: some View {
    Text("Reset everything?")
      .frame(maxHeight: .infinity, alignment: .top)
  }
}

struct BadgeList: View {
  let present: (AnyView) -> Void

  var body: some View {
    List {
      SettingsRow(title: "Sync", trailingContent: { SyncBadge() })
      LabelledRow(title: "Backup", content: { BackupBadge() })
      ActionRow(title: "Reset", onSelect: { present(AnyView(ResetPrompt())) })
    }
  }
}
