import SwiftUI

struct Migrated: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
                .frame(maxWidth: .infinity, alignment: .leading)
            Text(title).frame(maxWidth: .infinity)
            Label(title, systemImage: "tray")
                .frame(maxHeight: .infinity, alignment: .bottom)
                .padding()
        }
    }
}
