// fixture: deployment-target=iOS=17.0
import SwiftUI

// Rows of the run in a List, with a closure each: SettingsRow declares `trailingContent`
// @ViewBuilder and lays it out in the row, as LabelledRow its `content`, so a view built in
// either (here, or a view type of Badges.swift) is laid out in the List row, where its
// Spacers cannot expand; ActionRow's `onSelect` is an action, and a view built in it is
// presented elsewhere.
struct SettingsRow<Trailing: View>: View {
  let title: String
  @ViewBuilder var trailingContent: () -> Trailing

  var body: some View {
    HStack {
      Text(title)
      trailingContent()
    }
  }
}

struct LabelledRow<Content: View>: View {
  let title: String
  @ViewBuilder var content: () -> Content

  var body: some View {
    HStack {
      Text(title)
      content()
    }
  }
}

struct ActionRow: View {
  let title: String
  var onSelect: () -> Void

  var body: some View {
    Button(title, action: onSelect)
  }
}

struct PreferencesList: View {
  let present: (AnyView) -> Void

  var body: some View {
    List {
      SettingsRow(title: "Sync", trailingContent: {
        VStack {
          Text("On")
          Spacer()
        }
      })
      LabelledRow(title: "Backup", content: {
        VStack {
          Text("Daily")
          Spacer()
        }
      })
      ActionRow(title: "Reset", onSelect: {
        present(AnyView(Text("Reset everything?")
          .frame(maxHeight: .infinity, alignment: .top)))
      })
    }
  }
}
