import SwiftUI

struct Tiles: View {
    let title: String
    let count: Int

    var body: some View {
        HStack {
            VStack {
                Label(title, systemImage: "folder")
                Spacer()
            }
            .frame(height: 44)
            VStack(alignment: .leading) { Spacer(); Text("\(count)") }
            VStack(spacing: 8) {
                Spacer()
                Image(systemName: "chevron.right")
                Spacer()
            }
        }
    }
}
