import SwiftUI

struct Legend: View {
    var body: some View {
        VStack {
            Text("Low").frame(maxWidth: .infinity, alignment: .leading); Text("High").frame(maxWidth: .infinity, alignment: .trailing)
            Text("Mid")
                .frame(maxWidth: .infinity)
        }
    }
}
