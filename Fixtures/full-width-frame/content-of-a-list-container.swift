import SwiftUI

// A settings screen of the project puts the rows it is given in a List. A VStack pushing
// its text up with a Spacer is one of those rows: a row is as tall as its content, so the
// Spacer only pads it. Review, not safe.
struct SettingsList<Rows: View>: View {
    @ViewBuilder let rows: () -> Rows

    var body: some View {
        List {
            rows()
        }
        .listStyle(.insetGrouped)
    }
}

struct StorageSettings: View {
    let used: String

    var body: some View {
        SettingsList {
            VStack {
                Text("Used: \(used)")
                Spacer()
            }
        }
    }
}
