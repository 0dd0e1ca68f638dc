import SwiftUI

struct Tiles: View {
    let title: String
    let count: Int

    var body: some View {
        HStack {
            Label(title, systemImage: "folder")
                .frame(maxHeight: .infinity, alignment: .top)
                .frame(height: 44)
            Text("\(count)").frame(maxHeight: .infinity, alignment: .bottom)
            Image(systemName: "chevron.right")
                .frame(maxHeight: .infinity)
        }
    }
}
