import TouchFuzzing

TouchFuzzCommand.main()
