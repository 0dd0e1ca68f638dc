// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A button pinned to the bottom corner over a whole NavigationStack floats over every
// screen pushed there, not only the first one's ScrollView: the inset that keeps its rows
// clear goes on the NavigationStack, where every screen keeps clear of it.
struct ShopHome: View {
    @State private var showBasket = false
    let items: [String]

    var body: some View {
        ZStack {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 16) {
                        ForEach(items, id: \.self) { Text($0) }
                    }
                }
                .navigationDestination(isPresented: $showBasket) { Text("Basket") }
            }

            VStack {
                Spacer()
                HStack {
                    Spacer()
                    Button("Basket") { showBasket = true }
                        .padding(16)
                }
            }
        }
    }
}
