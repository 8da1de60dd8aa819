import { libraryConfig } from "@shop/tsup-config";

export default libraryConfig();
